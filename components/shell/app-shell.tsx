"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { LiveEvents } from "@/components/alerts/live-events";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/client/api/use-current-user";
import { useLogout } from "@/lib/client/api/use-logout";
import styles from "./app-shell.module.css";
import { TopBar } from "./top-bar";

/** `/login?next=/projects`: the path stays readable, anything that is not path-safe is encoded. */
export function loginPathFor(pathname: string): string {
  return `/login?next=${encodeURIComponent(pathname).replace(/%2F/gi, "/")}`;
}

/** The signed-in frame: top bar plus page. Sends signed-out visitors to the login page. */
export function AppShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const user = useCurrentUser();
  const logout = useLogout();
  // Set when the user signs out, so "no user any more" is not mistaken for an expired session.
  const leaving = useRef(false);

  const signedOut = user.data === null;
  useEffect(() => {
    if (signedOut && !leaving.current) router.replace(loginPathFor(pathname));
  }, [signedOut, pathname, router]);

  function signOut() {
    leaving.current = true;
    logout.mutate(undefined, { onSettled: () => router.replace("/login") });
  }

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      {user.data && <LiveEvents />}
      <TopBar user={user.data ?? undefined} onSignOut={signOut} signingOut={logout.isPending} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {user.isError ? (
          <Card padding="lg" className={styles.problem} role="alert">
            <h1 className={styles.problemTitle}>Your account could not be loaded</h1>
            <p className={styles.problemText}>{user.error.message}</p>
            <Button variant="secondary" onClick={() => void user.refetch()} pending={user.isFetching}>
              Try again
            </Button>
          </Card>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
