"use client";

import Link from "next/link";
import { useState } from "react";
import { CopyButton } from "@/components/account/copy-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { TWidget } from "@/lib/client/api/mypage-types";
import { useSignedFeedLink } from "@/lib/client/api/use-api-keys";
import { signGetUrl } from "@/lib/client/ui/sign-url";
import styles from "./mypage.module.css";

/**
 * The widget's Atom feed. /widget/rss accepts only digested API-key requests, so the plain link does
 * not open in a feed reader by itself. "Create feed link" makes a digest-required key named after the
 * feed (listed on the account page, where revoking it ends the link) and signs the link with it in the
 * browser; the secret is not kept. A link can also be signed with a key the user already has.
 */
export function FeedDialog({ widget, open, onClose }: { widget: TWidget; open: boolean; onClose: () => void }) {
  const [apiKey, setApiKey] = useState("");
  const [secret, setSecret] = useState("");
  const [signed, setSigned] = useState<string>();
  const [error, setError] = useState<string>();
  const oneClick = useSignedFeedLink();
  const link = widget.RssLink ?? `${window.location.origin}/api/widget/rss?wid=${widget.Id}&type=atom10`;
  const result = signed ?? oneClick.data?.url;
  return (
    <Dialog open={open} title={`Feed of “${widget.Title}”`} onClose={onClose}>
      <div className={styles.form} data-testid="feed-dialog">
        <p className={styles.muted}>
          Feed readers cannot sign in, so a feed link carries an API key and a signature. Create one here: a key named
          after this feed is made for it and shown on your <Link href="/account">account page</Link>, where revoking it
          ends the link.
        </p>
        <div className={styles.dialogActions}>
          <Button
            onClick={() => {
              setSigned(undefined);
              oneClick.mutate({ url: link, name: widget.Title });
            }}
            disabled={oneClick.isPending}
          >
            Create feed link
          </Button>
        </div>
        {oneClick.error && (
          <p className={styles.fieldError} role="alert">
            {oneClick.error.message}
          </p>
        )}
        {result && (
          <div className={styles.form}>
            <p className={styles.code} data-testid="signed-feed">
              <a href={result} target="_blank" rel="noreferrer noopener">
                {result}
              </a>
            </p>
            <div className={styles.dialogActions}>
              <CopyButton text={result} label="Copy feed link" />
            </div>
          </div>
        )}
        <details>
          <summary>Sign with a key you already have</summary>
          <p className={styles.code}>{link}</p>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              setError(undefined);
              oneClick.reset();
              signGetUrl(link, apiKey.trim(), secret).then(setSigned, (e: unknown) => setError(String(e)));
            }}
          >
            <TextField label="API key" value={apiKey} onChange={(e) => setApiKey(e.target.value)} autoComplete="off" />
            <TextField
              label="Shared secret"
              type="password"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              autoComplete="off"
            />
            {error && <p className={styles.fieldError}>{error}</p>}
            <div className={styles.dialogActions}>
              <Button type="submit" variant="secondary" disabled={!apiKey.trim() || !secret}>
                Sign the link
              </Button>
            </div>
          </form>
        </details>
      </div>
    </Dialog>
  );
}
