"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiUrl } from "@/lib/client/api/api-fetch";
import { apiPath } from "@/lib/client/api/api-path";
import type { TWidget } from "@/lib/client/api/mypage-types";
import { useDeleteWidget } from "@/lib/client/api/use-widget-mutations";

export const UNDO_MS = 6_000;

/**
 * Delete with undo, by delaying: the widget disappears at once and a toast offers Undo for 6 s;
 * only then is /widget/delete sent (the widget keeps its id, position and timestamps when undone).
 * A second delete, or leaving the page, sends the pending one right away (keepalive request).
 */
export function useDeleteWithUndo(tabId: string) {
  const del = useDeleteWidget(tabId);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<TWidget | null>(null);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingRef = useRef<TWidget | null>(null);

  const commit = useCallback(
    (widget: TWidget) => {
      clearTimeout(timer.current);
      pendingRef.current = null;
      setPending(null);
      del.mutate(widget.Id, {
        onError: (e) => {
          setError(`“${widget.Title}” could not be deleted: ${e.message}`);
          setHidden((h) => new Set([...h].filter((id) => id !== widget.Id)));
        },
      });
    },
    [del],
  );

  const remove = (widget: TWidget) => {
    if (pendingRef.current) commit(pendingRef.current);
    setError(undefined);
    pendingRef.current = widget;
    setPending(widget);
    setHidden((h) => new Set([...h, widget.Id]));
    timer.current = setTimeout(() => commit(widget), UNDO_MS);
  };

  const restore = () => {
    const widget = pendingRef.current;
    clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
    if (widget) setHidden((h) => new Set([...h].filter((id) => id !== widget.Id)));
  };

  useEffect(() => {
    const flush = () => {
      const widget = pendingRef.current;
      if (!widget) return;
      pendingRef.current = null;
      clearTimeout(timer.current);
      void fetch(apiUrl(apiPath("/widget/delete", { widgetId: widget.Id })), {
        keepalive: true,
        credentials: "same-origin",
      });
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  return { hidden, pending, error, remove, restore };
}
