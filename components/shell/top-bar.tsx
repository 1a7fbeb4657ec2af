"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, type TUser } from "@/lib/queries/use-current-user";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";
import styles from "./top-bar.module.css";

export type TTopBarProps = {
  /** undefined while loading (or while leaving): a placeholder of the same size is shown. */
  user: TUser | undefined;
  onSignOut: () => void;
  signingOut: boolean;
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

export function TopBar({ user, onSignOut, signingOut }: TTopBarProps) {
  const name = user ? displayName(user) : undefined;
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href="/" className={styles.home} aria-label="News and Entity Intelligence, home">
          <Brand compact />
        </Link>
        <div className={styles.actions}>
          <div className={styles.user} aria-busy={!user}>
            {name ? (
              <>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(name)}
                </span>
                <span className={styles.name} data-testid="current-user" title={user?.UserName}>
                  {name}
                </span>
              </>
            ) : (
              <>
                <Skeleton width="1.75rem" height="1.75rem" radius="full" />
                <Skeleton width="7rem" height="0.9rem" />
                <span className="visually-hidden">Loading your account</span>
              </>
            )}
          </div>
          <ThemeToggle />
          <Button variant="secondary" size="sm" onClick={onSignOut} disabled={!user || signingOut} pending={signingOut}>
            Sign out
          </Button>
        </div>
      </div>
    </header>
  );
}
