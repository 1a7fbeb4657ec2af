"use client";

import Link from "next/link";
import { useId } from "react";
import { useDismissable } from "@/lib/client/ui/use-dismissable";
import { useAlertMutations, useNotifications } from "@/lib/client/api/use-alerts";
import styles from "./alerts.module.css";

/** The bell in the top bar: unread count, the newest notifications, a link to the Alerts page. */
export function NotificationBell() {
  const notes = useNotifications();
  const { markRead } = useAlertMutations();
  const { open, setOpen, root } = useDismissable();
  const panelId = useId();
  const unread = notes.data?.UnreadCount ?? 0;
  return (
    <div className={styles.bellRoot} ref={root}>
      <button
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} data-testid="unread-count">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="dialog" aria-label="Notifications">
          <div className={styles.panelHead}>
            <strong>Notifications</strong>
            <button
              type="button"
              className={styles.linkButton}
              disabled={unread === 0}
              onClick={() => markRead.mutate()}
            >
              Mark all read
            </button>
          </div>
          {notes.data?.Items.length ? (
            <ul className={styles.noteList}>
              {notes.data.Items.slice(0, 10).map((note) => (
                <li key={note.Id} className={note.Read ? undefined : styles.unread}>
                  {note.Documents[0] ? (
                    <Link href={`/documents/${note.Documents[0]}`} onClick={() => setOpen(false)}>
                      {note.Title}
                    </Link>
                  ) : (
                    note.Title
                  )}
                  <time className={styles.muted} dateTime={note.CreatedDate}>
                    {new Date(note.CreatedDate).toLocaleString()}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>Nothing new yet.</p>
          )}
          <Link href="/alerts" onClick={() => setOpen(false)}>
            Manage alerts
          </Link>
        </div>
      )}
    </div>
  );
}
