"use client";

import { Card } from "@/components/ui/card";
import { useIngestStatus, type TIngestRun } from "@/lib/client/api/use-sources";
import { formatDuration, rateText, relativeTime } from "@/lib/client/ui/source-wording";
import styles from "./sources.module.css";

const KIND: Record<string, string> = {
  file: "File import",
  upload: "Upload",
  feed: "Feed",
  social: "Social",
  other: "Import",
};
const STATUS: Record<TIngestRun["Status"], string> = {
  running: "Running",
  done: "Finished",
  failed: "Failed",
  stalled: "Stalled (no news for 2 minutes)",
};

/** Imports now and recently, refreshed live (every 1.5 s while something runs). */
export function ImportStatus({ watching }: { watching: boolean }) {
  const status = useIngestStatus(watching);
  const data = status.data;
  const running = data?.Runs.filter((r) => r.Status === "running") ?? [];
  const recent = data?.Runs.filter((r) => r.Status !== "running").slice(0, 8) ?? [];
  return (
    <Card padding="lg" aria-labelledby="import-status-heading">
      <h2 id="import-status-heading">Import status</h2>
      {status.isError ? (
        <p role="alert" className={styles.error}>
          The import status could not be loaded: {status.error.message}
        </p>
      ) : !data ? (
        <p className={styles.muted}>Loading…</p>
      ) : (
        <>
          <dl className={styles.totals} data-testid="ingest-totals">
            <div>
              <dt>Running now</dt>
              <dd>{data.Totals.Running}</dd>
            </div>
            <div>
              <dt>Speed</dt>
              <dd>{rateText(data.Totals.DocsPerSecond)}</dd>
            </div>
            <div>
              <dt>Queued documents</dt>
              <dd>{data.Totals.Queued}</dd>
            </div>
            <div>
              <dt>Feeds due for a check</dt>
              <dd>{data.Totals.SourcesDue}</dd>
            </div>
          </dl>
          {running.length === 0 && recent.length === 0 ? (
            <p className={styles.muted}>No imports yet. Add a feed or upload files below; their progress shows here.</p>
          ) : (
            <ul className={styles.runs} aria-label="Imports">
              {[...running, ...recent].map((run) => (
                <RunRow key={run.Id} run={run} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function RunRow({ run }: { run: TIngestRun }) {
  const fraction = run.Total ? Math.min(1, run.Read / run.Total) : undefined;
  return (
    <li className={styles.run} data-testid="ingest-run" data-status={run.Status}>
      <div className={styles.runHead}>
        <strong>
          {KIND[run.Kind] ?? run.Kind}: {run.Description}
        </strong>
        <span
          className={styles.badge}
          data-tone={run.Status === "running" ? "new" : run.Status === "done" ? "ok" : "bad"}
        >
          {STATUS[run.Status]}
        </span>
      </div>
      {run.Status === "running" && <progress max={1} value={fraction} aria-label={`Progress of ${run.Description}`} />}
      <p className={styles.runFigures}>
        {run.Read}
        {run.Total ? ` of ${run.Total}` : ""} read · {run.Stored} stored · {run.Duplicates} duplicates · {run.Rejected}{" "}
        rejected · {rateText(run.DocsPerSecond)}
        {run.Queued !== null && ` · ${run.Queued} queued`}
        {run.SecondsLeft !== null && ` · about ${formatDuration(run.SecondsLeft)} left`}
        {" · started "}
        {relativeTime(run.Started)}
        {run.Finished && `, finished ${relativeTime(run.Finished)}`}
      </p>
      {run.Error && <p className={styles.error}>Error: {run.Error}</p>}
      {run.RejectionReasons.length > 0 && (
        <details>
          <summary>Why {run.Rejected === 1 ? "one record was" : `${run.Rejected} records were`} rejected</summary>
          <ul className={styles.reasons}>
            {run.RejectionReasons.map((r) => (
              <li key={r.Reason}>
                {r.Count}× {r.Reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
