"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/client/api/api-fetch";
import { useSourceMutations, type TSource } from "@/lib/client/api/use-sources";
import { formatDuration, intervalText, nextPollText, relativeTime } from "@/lib/client/ui/source-wording";
import { INTERVAL_CHOICES, fieldErrors, type TFieldErrors } from "@/lib/client/ui/feed-fields";
import { ScheduleFields } from "./schedule-fields";
import styles from "./sources.module.css";

const TONE: Record<string, string> = { ok: "ok", "not-modified": "ok", error: "bad", paused: "paused", new: "new" };

/** One source: what it is, whether it works (in words), and what the caller may do with it. */
export function SourceCard({ source }: { source: TSource }) {
  const { update, fetchNow, remove } = useSourceMutations();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const tone = source.Failures > 0 ? "bad" : (TONE[source.Status] ?? "new");
  const owner = source.Owner ? source.Owner.Username : "system";
  return (
    <Card padding="md" aria-label={source.Name} data-testid="source-card">
      <div className={styles.head}>
        <div className={styles.title}>
          <h3>{source.Name}</h3>
          {source.Url && <p className={styles.url}>{source.Url}</p>}
        </div>
        <span className={styles.badge} data-tone={tone} data-testid="source-status">
          {source.StatusText}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Last fetch</dt>
          <dd data-testid="last-fetch">{source.LastFetched ? relativeTime(source.LastFetched) : "Not fetched yet"}</dd>
        </div>
        <div>
          <dt>Documents</dt>
          <dd data-testid="items-seen">{source.ItemsSeen}</dd>
        </div>
        <div>
          <dt>Next check</dt>
          <dd data-testid="next-poll">{nextPollText(source)}</dd>
        </div>
        <div>
          <dt>Checked</dt>
          <dd>{intervalText(source.IntervalSeconds)}</dd>
        </div>
        <div>
          <dt>Failures in a row</dt>
          <dd>
            {source.Failures}
            {source.BackoffSeconds > 0 && ` · next wait ${formatDuration(source.BackoffSeconds)}`}
          </dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>
            {owner} · {source.Visibility === "shared" ? "visible to everyone" : "private"}
          </dd>
        </div>
      </dl>
      {source.LastError && (
        <p className={styles.lastError} data-testid="last-error">
          <strong>Last error:</strong> {source.LastError}
        </p>
      )}
      {source.CanManage ? (
        <div className={styles.actions}>
          {source.Kind === "feed" && (
            <Button
              size="sm"
              variant="secondary"
              pending={fetchNow.isPending}
              onClick={() =>
                fetchNow.mutate(source.Id, {
                  onSuccess: (r) =>
                    setOutcome(
                      r.Error
                        ? `Fetch failed: ${r.Error}`
                        : r.NotModified
                          ? "Unchanged since the last fetch."
                          : `${r.Imported} new document${r.Imported === 1 ? "" : "s"}.`,
                    ),
                  onError: (e) => setOutcome(e.message),
                })
              }
            >
              Fetch now
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            pending={update.isPending}
            onClick={() => update.mutate({ id: source.Id, change: { Enabled: !source.Enabled } })}
          >
            {source.Enabled ? "Pause" : "Resume"}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            {editing ? "Close" : "Edit"}
          </Button>
          {confirming ? (
            <span className={styles.confirm} role="group" aria-label="Confirm removal">
              Remove? Its documents stay.
              <Button
                size="sm"
                variant="primary"
                pending={remove.isPending}
                onClick={() => remove.mutate(source.Id, { onError: (e) => setOutcome(e.message) })}
              >
                Remove
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Remove…
            </Button>
          )}
        </div>
      ) : (
        <p className={styles.muted}>Only its owner or an admin can change this source.</p>
      )}
      {outcome && (
        <p role="status" className={styles.notice}>
          {outcome}
        </p>
      )}
      {editing && <EditSource source={source} onDone={() => setEditing(false)} />}
    </Card>
  );
}

function EditSource({ source, onDone }: { source: TSource; onDone: () => void }) {
  const { update } = useSourceMutations();
  const [url, setUrl] = useState(source.Url);
  const [name, setName] = useState(source.Name);
  const [interval, setInterval] = useState(source.IntervalSeconds);
  const [visibility, setVisibility] = useState(source.Visibility);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const choices = INTERVAL_CHOICES.some((c) => c.seconds === source.IntervalSeconds)
    ? INTERVAL_CHOICES
    : [...INTERVAL_CHOICES, { seconds: source.IntervalSeconds, label: intervalText(source.IntervalSeconds) }];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = source.Kind === "feed" ? fieldErrors({ Url: url }) : {};
    if (!name.trim()) local.Name = "Give the source a name";
    setErrors(local);
    if (Object.keys(local).length) return;
    update.mutate(
      {
        id: source.Id,
        change: {
          ...(source.Kind === "feed" && url.trim() !== source.Url ? { Url: url.trim() } : {}),
          Name: name.trim(),
          IntervalSeconds: interval,
          Visibility: visibility,
        },
      },
      {
        onSuccess: onDone,
        onError: (error) => setErrors(isApiError(error) ? fieldErrors({}, error.message) : { form: String(error) }),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Edit ${source.Name}`} noValidate>
      {source.Kind === "feed" && (
        <TextField
          label="Feed URL"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.Url}
          required
        />
      )}
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.Name} required />
      <ScheduleFields
        interval={interval}
        onInterval={setInterval}
        visibility={visibility}
        onVisibility={setVisibility}
        privateLabel="Only the owner (and admins)"
        choices={choices}
      />
      <Button type="submit" pending={update.isPending}>
        Save
      </Button>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
    </form>
  );
}
