"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { sourceKeys, uploadWithProgress, type TUploadResult } from "@/lib/client/api/use-sources";
import styles from "./sources.module.css";

type TPhase =
  | { kind: "idle" }
  | { kind: "uploading"; fraction: number }
  | { kind: "importing" }
  | { kind: "done"; result: TUploadResult }
  | { kind: "failed"; message: string };

const ACCEPT = ".txt,.html,.htm,.pdf,.docx,.jsonl,.ndjson,.zip";

/**
 * Uploads files and packages one after another: the bar shows the bytes sent, then the import runs on the
 * server (its figures appear live in the import status above), then the outcome with rejections and reasons.
 */
export function UploadPanel({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<TPhase>({ kind: "idle" });
  const [fileName, setFileName] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      setPhase({ kind: "failed", message: "Choose a file or package to upload first." });
      return;
    }
    onBusy(true);
    const total: TUploadResult = { TotalCount: 0, Duplicates: 0, Rejected: [] };
    try {
      for (const file of files) {
        setFileName(file.name);
        setPhase({ kind: "uploading", fraction: 0 });
        const result = await uploadWithProgress(file, (fraction) =>
          setPhase(fraction >= 1 ? { kind: "importing" } : { kind: "uploading", fraction }),
        );
        total.TotalCount += result.TotalCount;
        total.Duplicates += result.Duplicates;
        total.Rejected.push(...result.Rejected);
      }
      setPhase({ kind: "done", result: total });
      if (input.current) input.current.value = "";
    } catch (error) {
      setPhase({ kind: "failed", message: `${fileName || "The upload"}: ${(error as Error).message}` });
    } finally {
      onBusy(false);
      void client.invalidateQueries({ queryKey: sourceKeys.all });
    }
  };

  const busy = phase.kind === "uploading" || phase.kind === "importing";
  return (
    <Card padding="lg">
      <h2>Upload files</h2>
      <form className={styles.uploadForm} onSubmit={submit} aria-label="Upload files">
        <label className={styles.select}>
          Files or packages
          <input ref={input} type="file" multiple accept={ACCEPT} disabled={busy} data-testid="upload-input" />
        </label>
        <p className={styles.muted}>
          PDF, Word, HTML or text files become one document each; a JSONL file or a zip of files and JSONL becomes many.
        </p>
        <Button type="submit" pending={busy}>
          Upload
        </Button>
      </form>
      {phase.kind === "uploading" && (
        <div className={styles.progress} role="status">
          <span>
            Uploading {fileName}: {Math.round(phase.fraction * 100)}%
          </span>
          <progress max={1} value={phase.fraction} aria-label="Upload progress" />
        </div>
      )}
      {phase.kind === "importing" && (
        <div className={styles.progress} role="status">
          <span>Uploaded {fileName}; importing its documents…</span>
          <progress aria-label="Import progress" />
        </div>
      )}
      {phase.kind === "done" && (
        <div role="status" className={styles.notice} data-testid="upload-result">
          <p>
            {phase.result.TotalCount} document{phase.result.TotalCount === 1 ? "" : "s"} added
            {phase.result.Duplicates > 0 && `, ${phase.result.Duplicates} already known`}
            {phase.result.Rejected.length > 0 && `, ${phase.result.Rejected.length} rejected`}.
          </p>
          {phase.result.Rejected.length > 0 && (
            <ul className={styles.reasons}>
              {phase.result.Rejected.slice(0, 20).map((r, i) => (
                <li key={i}>
                  {r.Origin}: {r.Reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {phase.kind === "failed" && (
        <p role="alert" className={styles.error}>
          {phase.message}
        </p>
      )}
    </Card>
  );
}
