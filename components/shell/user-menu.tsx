"use client";

import Link from "next/link";
import { useId } from "react";
import { useDismissable } from "@/lib/client/ui/use-dismissable";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, type TUser } from "@/lib/client/api/use-current-user";
import { ThemeToggle } from "./theme-toggle";
import styles from "./top-bar.module.css";

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

export type TUserMenuProps = { user: TUser | undefined; onSignOut: () => void; signingOut: boolean };

/** The signed-in user's button; its menu holds the account details, the colour theme and Sign out. */
export function UserMenu({ user, onSignOut, signingOut }: TUserMenuProps) {
  const { open, setOpen, root } = useDismissable();
  const menuId = useId();

  if (!user) {
    return (
      <div className={styles.user} aria-busy="true">
        <Skeleton width="1.75rem" height="1.75rem" radius="full" />
        <Skeleton width="7rem" height="0.9rem" />
        <span className="visually-hidden">Loading your account</span>
      </div>
    );
  }
  const name = displayName(user);
  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        type="button"
        className={styles.user}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span className={styles.name} data-testid="current-user" title={user.UserName}>
          {name}
        </span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <div id={menuId} className={styles.menu} hidden={!open} role="group" aria-label="Account">
        <p className={styles.menuInfo}>
          Signed in as <strong>{user.UserName}</strong>
          {user.Email && <span className={styles.menuEmail}>{user.Email}</span>}
        </p>
        <Link href="/account" className={styles.menuItem} onClick={() => setOpen(false)}>
          Account and API keys
        </Link>
        <div className={styles.menuTheme}>
          <span>Theme</span>
          <ThemeToggle />
        </div>
        <button
          type="button"
          className={styles.menuItem}
          onClick={onSignOut}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
