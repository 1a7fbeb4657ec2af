"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/client/api/api-fetch";
import { apiPath } from "@/lib/client/api/api-path";
import type { TWidgetProject } from "@/lib/client/api/mypage-types";
import { mypageKeys, useTabs } from "@/lib/client/api/use-mypage";
import { Choice } from "@/components/projects/choice";
import styles from "@/components/projects/add-to-project.module.css";

export type TSaveAsWidgetProps = {
  open: boolean;
  onClose: () => void;
  q: string;
  sortBy: string;
  onSaved: (tab: TWidgetProject) => void;
};

/** Saves the search as a DocumentList widget at the top of a MyPage tab the caller may change. */
export function SaveAsWidgetDialog({ open, onClose, q, sortBy, onSaved }: TSaveAsWidgetProps) {
  const tabs = useTabs();
  const writable = (tabs.data?.WidgetProjects ?? []).filter((t) => !t.ReadOnly);
  const [choice, setChoice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const tabId = choice ?? writable[0]?.Id;

  async function save() {
    const tab = writable.find((t) => t.Id === tabId)!;
    setBusy(true);
    setError(undefined);
    try {
      const widget = {
        Key: "DocumentList",
        Title: q.length > 60 ? `${q.slice(0, 57)}…` : q,
        WidgetGroup: "MiddleZone",
        OrderNo: 0,
        Settings: { Query: q, SortBy: sortBy === "relevance" ? "relevance" : "publicationdate" },
      };
      await apiFetch(apiPath("/widget/save", { tabId: tab.Id, widgetJSON: JSON.stringify(widget) }));
      await queryClient.invalidateQueries({ queryKey: mypageKeys.tab(tab.Id) });
      onSaved(tab);
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Save this search as a widget">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (tabId && !busy) void save();
        }}
        style={{ display: "contents" }}
      >
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>MyPage tab</legend>
          {tabs.isPending && <Skeleton height="2.25rem" />}
          {!tabs.isPending && writable.length === 0 && <p>You have no tab yet: create one on MyPage first.</p>}
          {writable.map((tab) => (
            <Choice
              key={tab.Id}
              name="tab"
              value={tab.Id}
              checked={tabId === tab.Id}
              onChoose={() => setChoice(tab.Id)}
            >
              {tab.Description}
            </Choice>
          ))}
        </fieldset>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!tabId || busy} pending={busy}>
            Save widget
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
