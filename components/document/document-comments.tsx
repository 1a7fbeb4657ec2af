"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api/api-fetch";
import { apiPath } from "@/lib/client/api/api-path";
import { queryKeys } from "@/lib/client/api/query-keys";
import { useDocumentDetail } from "@/lib/client/api/use-document";
import { formatDateTime } from "@/lib/client/ui/format";
import panel from "@/components/ui/panel.module.css";
import styles from "./document-page.module.css";

type TComment = { Id?: string; Description: string; CreatedDate?: string; ContributingUsername?: string };

/**
 * Comments (`/document/comments`: visible to their author's department) and "Add a comment", which
 * uploads an Article Comment naming this document as its parent (`POST /v1/Package/upload`, JSONL).
 */
export function DocumentComments({ docId }: { docId: string }) {
  const comments = useDocumentDetail("comments", docId);
  const [text, setText] = useState("");
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (comment: string) =>
      apiFetch(apiPath("/v1/Package/upload", { fileName: "comment.jsonl" }), {
        method: "POST",
        body: {
          type: "Article Comment",
          parentRef: docId,
          title: comment.length > 200 ? `${comment.slice(0, 197)}…` : comment,
          body: comment,
        },
      }),
    onSuccess: () => {
      setText("");
      return queryClient.invalidateQueries({ queryKey: queryKeys.documentDetail("comments", docId) });
    },
  });
  const rows = (comments.data ?? []) as TComment[];
  return (
    <section className={styles.section} aria-label="Comments" data-testid="comments">
      <h2 className={panel.heading}>Comments</h2>
      {rows.length === 0 && !comments.isPending && <p className={styles.small}>No comments yet.</p>}
      <ul className={styles.links}>
        {rows.map((row) => (
          <li key={row.Id ?? row.Description} data-testid="comment">
            <span>{row.Description}</span>
            <span className={styles.small}>
              {" "}
              — {row.ContributingUsername ?? "someone"}
              {row.CreatedDate ? `, ${formatDateTime(row.CreatedDate)}` : ""}
            </span>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) add.mutate(text.trim());
        }}
      >
        <label className={styles.small} htmlFor={`comment-${docId}`}>
          Add a comment (seen by you and your department)
        </label>
        <textarea
          id={`comment-${docId}`}
          value={text}
          maxLength={5000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          style={{ width: "100%", font: "inherit" }}
        />
        <Button size="sm" type="submit" disabled={!text.trim()} pending={add.isPending}>
          Add comment
        </Button>
        {add.error && (
          <p role="alert" className={styles.small}>
            {add.error.message}
          </p>
        )}
      </form>
    </section>
  );
}

/** Attachments with their signed download links (`/document/attachments`); hidden when there are none. */
export function DocumentAttachments({ docId }: { docId: string }) {
  const attachments = useDocumentDetail("attachments", docId);
  const rows = attachments.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-label="Attachments">
      <h2 className={panel.heading}>Attachments</h2>
      <ul className={styles.links}>
        {rows.map((row) => (
          <li key={row.Link ?? row.Description}>
            <a href={row.Link} rel="noopener">
              {row.Description}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
