"use client";

import Link from "next/link";
import type { TUser } from "@/lib/client/api/use-current-user";
import { NotificationBell } from "@/components/alerts/notification-bell";
import { Brand } from "./brand";
import { GlobalSearch } from "./global-search";
import { MainNav } from "./main-nav";
import styles from "./top-bar.module.css";
import { UserMenu } from "./user-menu";
import { useSlashFocus } from "./use-slash-focus";

export type TTopBarProps = {
  /** undefined while loading (or while leaving): a placeholder of the same size is shown. */
  user: TUser | undefined;
  onSignOut: () => void;
  signingOut: boolean;
};

export function TopBar({ user, onSignOut, signingOut }: TTopBarProps) {
  useSlashFocus();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href="/" prefetch={false} className={styles.home} aria-label="News and Entity Intelligence, home">
          <Brand compact />
        </Link>
        <MainNav />
        <GlobalSearch />
        <div className={styles.actions}>
          {user && <NotificationBell />}
          <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
        </div>
      </div>
    </header>
  );
}
