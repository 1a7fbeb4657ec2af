"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useState } from "react";
import { WidgetBody } from "@/components/widgets/widget-body";
import type { TWidget } from "@/lib/client/api/mypage-types";
import { useSaveWidget } from "@/lib/client/api/use-widget-mutations";
import { kindSpec } from "@/lib/client/ui/widget-settings";
import { ConflictDialog, FeedDialog, WidgetSettingsDialog } from "./lazy-dialogs";
import { useGuardedSave } from "./use-guarded-save";
import { WidgetMenu } from "./widget-menu";
import styles from "./mypage.module.css";

/** One widget: a drag handle, its title, minimise, settings, more (feed, export, delete) and its content. */
export function WidgetFrame({
  widget,
  tabId,
  filter,
  readOnly,
  onDelete,
}: {
  widget: TWidget;
  tabId: string;
  filter: string;
  readOnly: boolean;
  onDelete: (widget: TWidget) => void;
}) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: widget.Id,
    data: { type: "widget" },
    disabled: readOnly,
  });
  const guarded = useGuardedSave(tabId, widget.Id);
  const minimise = useSaveWidget(tabId);
  const [dialog, setDialog] = useState<"settings" | "feed" | null>(null);
  // Maximised: the widget fills the window over the board (the zones keep their layout); Escape restores.
  const [maximised, setMaximised] = useState(false);
  useEffect(() => {
    if (!maximised) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && !dialog && setMaximised(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [maximised, dialog]);
  const minimized = minimise.isPending ? !widget.IsMinimized : widget.IsMinimized;
  const bodyId = `widget-body-${widget.Id}`;
  const kindTitle = kindSpec(widget.Key)?.title ?? widget.Key;

  return (
    <>
      {maximised && <div className={styles.backdrop} onClick={() => setMaximised(false)} aria-hidden="true" />}
      <article
        ref={setNodeRef}
        style={{ transform: CSS.Translate.toString(transform), transition: transition }}
        className={styles.widget}
        data-dragging={isDragging || undefined}
        data-testid="widget"
        data-widget-id={widget.Id}
        data-key={widget.Key}
        data-maximised={maximised || undefined}
        aria-modal={maximised || undefined}
        role={maximised ? "dialog" : undefined}
        aria-labelledby={`widget-title-${widget.Id}`}
      >
        <header className={styles.widgetHead}>
          {!readOnly && (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.handle}`}
              aria-label={`Move ${widget.Title}`}
              data-testid="drag-handle"
              {...attributes}
              {...listeners}
            >
              ⠿
            </button>
          )}
          <div className={styles.widgetHeading}>
            <h3 id={`widget-title-${widget.Id}`} className={styles.widgetTitle} title={widget.Title}>
              {widget.Title}
            </h3>
            {kindTitle !== widget.Title && <span className={styles.kind}>{kindTitle}</span>}
          </div>
          <div className={styles.widgetActions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-expanded={!minimized}
              aria-controls={bodyId}
              aria-label={minimized ? `Expand ${widget.Title}` : `Minimise ${widget.Title}`}
              disabled={readOnly}
              onClick={() =>
                minimise.mutate({ widgetId: widget.Id, widget: { IsMinimized: !widget.IsMinimized }, force: true })
              }
            >
              {minimized ? "▸" : "▾"}
            </button>
            {!minimized && (
              <button
                type="button"
                className={styles.iconButton}
                aria-pressed={maximised}
                aria-label={maximised ? `Restore ${widget.Title}` : `Maximise ${widget.Title}`}
                title={maximised ? "Restore (Esc)" : "Maximise"}
                onClick={() => setMaximised(!maximised)}
              >
                {maximised ? "⤡" : "⤢"}
              </button>
            )}
            {!readOnly && (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Settings of ${widget.Title}`}
                onClick={() => setDialog("settings")}
              >
                ⚙
              </button>
            )}
            <WidgetMenu
              widget={widget}
              readOnly={readOnly}
              onFeed={() => setDialog("feed")}
              onDelete={() => onDelete(widget)}
            />
          </div>
        </header>
        <div id={bodyId} className={styles.widgetBody} hidden={minimized}>
          {!minimized && <WidgetBody widget={widget} filter={filter} readOnly={readOnly} onSave={guarded.run} />}
        </div>
        {dialog === "settings" && (
          <WidgetSettingsDialog widget={widget} open onClose={() => setDialog(null)} onSave={guarded.run} />
        )}
        {dialog === "feed" && <FeedDialog widget={widget} open onClose={() => setDialog(null)} />}
        {guarded.conflict && (
          <ConflictDialog
            open
            widgetTitle={widget.Title}
            pending={guarded.pending}
            onReload={guarded.takeTheirs}
            onOverwrite={guarded.keepMine}
          />
        )}
      </article>
    </>
  );
}
