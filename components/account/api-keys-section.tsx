"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { TextField } from "@/components/ui/text-field";
import { needsDigest, useApiKeyMutations, useApiKeys, type TNewApiKey } from "@/lib/client/api/use-api-keys";
import { CopyButton } from "./copy-button";
import { AccountTable } from "./account-table";
import styles from "./account.module.css";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

/** Create (secret shown once), list and revoke the user's API keys. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const { create, revoke } = useApiKeyMutations();
  const [description, setDescription] = useState("");
  const [mode, setMode] = useState<"digest" | "key">("digest");
  const [created, setCreated] = useState<TNewApiKey>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { description: description.trim(), digestRequired: mode === "digest" },
      {
        onSuccess: (key) => {
          setCreated(key);
          setDescription("");
        },
      },
    );
  };
  const active = keys.data?.Items.filter((k) => !k.Revoked) ?? [];
  const revoked = keys.data?.Items.filter((k) => k.Revoked) ?? [];
  return (
    <Card>
      <section className={styles.section} aria-labelledby="api-keys">
        <h2 id="api-keys">API keys</h2>
        <p className={styles.muted}>
          Scripts and feed readers use an API key instead of your password. A digest-required key signs each request
          with its shared secret (the secret never travels); a key-only key works by itself, like a password in the URL.
        </p>
        <form className={styles.form} onSubmit={submit} aria-label="Create an API key">
          <TextField
            label="What is it for?"
            value={description}
            maxLength={200}
            placeholder="e.g. reporting script"
            onChange={(e) => setDescription(e.target.value)}
          />
          <fieldset className={styles.choices}>
            <legend>Requests with this key</legend>
            <label>
              <input type="radio" name="mode" checked={mode === "digest"} onChange={() => setMode("digest")} /> must be
              signed (digest required)
            </label>
            <label>
              <input type="radio" name="mode" checked={mode === "key"} onChange={() => setMode("key")} /> need only the
              key (key-only)
            </label>
          </fieldset>
          <div>
            <Button type="submit" disabled={create.isPending}>
              Create key
            </Button>
          </div>
        </form>
        {create.error && (
          <p className={styles.error} role="alert">
            {create.error.message}
          </p>
        )}
        {created && (
          <div className={styles.secret} data-testid="new-api-key">
            <p>
              <strong>Copy the shared secret now: it is shown only once.</strong>
            </p>
            <div className={styles.row}>
              API key <code className={styles.code}>{created.ApiKey}</code>
              <CopyButton text={created.ApiKey} label="Copy key" />
            </div>
            <div className={styles.row}>
              Shared secret{" "}
              <code className={styles.code} data-testid="new-api-secret">
                {created.SharedKey}
              </code>
              <CopyButton text={created.SharedKey} label="Copy secret" />
            </div>
            <div>
              <Button size="sm" variant="secondary" onClick={() => setCreated(undefined)}>
                I have copied it
              </Button>
            </div>
          </div>
        )}
        {keys.isError ? (
          <ErrorState title="Your keys could not be loaded" error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.data && !active.length ? (
          <EmptyState title="No active keys">
            <p className={styles.muted}>Create one above; feed links make one for you.</p>
          </EmptyState>
        ) : (
          <AccountTable
            label="Your API keys"
            head={
              <>
                <th scope="col">Key</th>
                <th scope="col">For</th>
                <th scope="col">Requests</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
              </>
            }
          >
            {active.map((key) => (
              <tr key={key.ApiKey} data-testid="api-key-row">
                <td className={styles.code}>{key.ApiKey}</td>
                <td>{key.Description || "–"}</td>
                <td>{needsDigest(key) ? "signed (digest)" : "key only"}</td>
                <td>{when(key.CreatedDate)}</td>
                <td>{when(key.LastUsedDate)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={revoke.isPending}
                    aria-label={`Revoke ${key.Description || key.ApiKey}`}
                    onClick={() => revoke.mutate(key.ApiKey)}
                  >
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </AccountTable>
        )}
        {revoke.error && (
          <p className={styles.error} role="alert">
            {revoke.error.message}
          </p>
        )}
        {revoked.length > 0 && (
          <p className={styles.muted}>
            {revoked.length === 1 ? "1 revoked key" : `${revoked.length} revoked keys`} no longer work.
          </p>
        )}
      </section>
    </Card>
  );
}
