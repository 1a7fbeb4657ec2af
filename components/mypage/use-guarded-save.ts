"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mypageKeys } from "@/lib/client/api/use-mypage";
import { isWidgetConflict, useSaveWidget, type TWidgetDraft } from "@/lib/client/api/use-widget-mutations";

type TConflict = { draft: TWidgetDraft; resolve: (saved: boolean) => void; reject: (error: unknown) => void };

/**
 * Saves a widget with the LastUpdatedUtc the editor read. A 409 WIDGET_CHANGED is never dropped: the
 * promise waits for the user's choice in the conflict dialog — use theirs (reload; resolves false) or
 * keep mine (forceSave; resolves true). Other errors reject (the editor shows them).
 */
export function useGuardedSave(tabId: string, widgetId: string) {
  const queryClient = useQueryClient();
  const save = useSaveWidget(tabId);
  const [conflict, setConflict] = useState<TConflict | null>(null);

  const run = (draft: TWidgetDraft, base: string) =>
    new Promise<boolean>((resolve, reject) => {
      save.mutateAsync({ widgetId, widget: { ...draft, LastUpdatedUtc: base } }).then(
        () => resolve(true),
        (error: unknown) => (isWidgetConflict(error) ? setConflict({ draft, resolve, reject }) : reject(error)),
      );
    });

  const takeTheirs = () => {
    void queryClient.invalidateQueries({ queryKey: mypageKeys.tab(tabId) });
    conflict?.resolve(false);
    setConflict(null);
  };

  const keepMine = () => {
    if (!conflict) return;
    save.mutateAsync({ widgetId, widget: conflict.draft, force: true }).then(
      () => conflict.resolve(true),
      (error: unknown) => conflict.reject(error),
    );
    setConflict(null);
  };

  return { run, conflict: conflict !== null, takeTheirs, keepMine, pending: save.isPending };
}
