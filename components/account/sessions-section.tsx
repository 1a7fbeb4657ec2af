"use client";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/status";
import { describeAgent, useSessionMutations, useSessions } from "@/lib/client/api/use-sessions";
import { AccountTable } from "./account-table";
import styles from "./account.module.css";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" });

/** The user's active sign-in sessions: where and when, with sign-out for any one or all others. */
export function SessionsSection() {
  const sessions = useSessions();
  const { end, endOthers } = useSessionMutations();
  const rows = sessions.data?.Items ?? [];
  const others = rows.filter((s) => !s.Current).length;
  const failed = end.error ?? endOthers.error;
  return (
    <Card>
      <section className={styles.section} aria-labelledby="sessions">
        <h2 id="sessions">Where you are signed in</h2>
        <p className={styles.muted}>
          Each browser you signed in with. Sign out any you do not recognise: its cookie stops working at once, wherever
          it is. Changing your password signs out all the others.
        </p>
        {sessions.isError ? (
          <ErrorState
            title="Your sessions could not be loaded"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <AccountTable
            label="Your sessions"
            head={
              <>
                <th scope="col">Browser</th>
                <th scope="col" className={styles.wideOnly}>
                  From
                </th>
                <th scope="col" className={styles.wideOnly}>
                  Signed in
                </th>
                <th scope="col">Last active</th>
              </>
            }
          >
            {rows.map((s) => (
              <tr key={s.Id} data-testid="session-row">
                <td title={s.UserAgent}>
                  {describeAgent(s.UserAgent)}
                  {s.Current && <strong> · this browser</strong>}
                </td>
                <td className={styles.wideOnly}>{s.Client || "–"}</td>
                <td className={styles.wideOnly}>{when(s.CreatedDate)}</td>
                <td>{when(s.LastSeenDate)}</td>
                <td>
                  {!s.Current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={end.isPending}
                      aria-label={`Sign out ${describeAgent(s.UserAgent)} (signed in ${when(s.CreatedDate)})`}
                      onClick={() => end.mutate(s.Id)}
                    >
                      Sign out
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AccountTable>
        )}
        {others > 0 && (
          <div>
            <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
              Sign out all other sessions ({others})
            </Button>
          </div>
        )}
        {endOthers.data && (
          <p className={styles.muted} role="status">
            {endOthers.data.Ended === 1
              ? "1 session was signed out."
              : `${endOthers.data.Ended} sessions were signed out.`}
          </p>
        )}
        {failed && (
          <p className={styles.error} role="alert">
            {failed.message}
          </p>
        )}
      </section>
    </Card>
  );
}
