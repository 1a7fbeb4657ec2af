"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { TWidget } from "@/lib/queries/mypage-types";
import { signGetUrl } from "@/lib/ui/sign-url";
import styles from "./mypage.module.css";

/**
 * The widget's Atom feed. /widget/rss accepts only digested API-key requests, so the plain link does
 * not open in a feed reader by itself: the user signs it here with an API key and its shared secret
 * (from /api/v1/apikey); the signing runs in the browser and nothing is sent or stored.
 */
export function FeedDialog({ widget, open, onClose }: { widget: TWidget; open: boolean; onClose: () => void }) {
  const [apiKey, setApiKey] = useState("");
  const [secret, setSecret] = useState("");
  const [signed, setSigned] = useState<string>();
  const [error, setError] = useState<string>();
  const link = widget.RssLink ?? `${window.location.origin}/api/widget/rss?wid=${widget.Id}&type=atom10`;
  return (
    <Dialog open={open} title={`Feed of “${widget.Title}”`} onClose={onClose}>
      <div className={styles.form} data-testid="feed-dialog">
        <p className={styles.muted}>
          Feeds are read with an API key: feed readers cannot sign in. Create a key (and its shared secret) with{" "}
          <code>POST /api/v1/apikey</code>, then sign the link below. The secret stays in this page.
        </p>
        <p className={styles.code}>{link}</p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
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
            <Button type="submit" disabled={!apiKey.trim() || !secret}>
              Sign the link
            </Button>
          </div>
        </form>
        {signed && (
          <p className={styles.code} data-testid="signed-feed">
            <a href={signed} target="_blank" rel="noreferrer noopener">
              {signed}
            </a>
          </p>
        )}
      </div>
    </Dialog>
  );
}
