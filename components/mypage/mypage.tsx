"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { displayName, useCurrentUser } from "@/lib/client/api/use-current-user";
import { useTab, useTabs } from "@/lib/client/api/use-mypage";
import { useCreateTab } from "@/lib/client/api/use-tab-mutations";
import { TabBar } from "./tab-bar";
import { TabNameDialog } from "./lazy-dialogs";
import { TabView } from "./tab-view";
import styles from "./mypage.module.css";

/** MyPage (`/`): the signed-in user's dashboard of tabs. The open tab is in the URL (`?tab=<Id>`). */
export function MyPage() {
  const router = useRouter();
  const params = useSearchParams();
  const user = useCurrentUser();
  const tabs = useTabs();
  const create = useCreateTab();
  const [creating, setCreating] = useState(false);
  const list = tabs.data?.WidgetProjects ?? [];
  const wanted = params.get("tab");
  // The tab named in the URL loads alongside the tab list and opens as soon as it is here, without
  // waiting for the list (its widgets start loading one round trip earlier).
  const wantedTab = useTab(wanted ?? undefined);
  const early = tabs.isPending ? wantedTab.data?.Extras.WidgetTab.WidgetProject : undefined;
  const selected = list.find((t) => t.Id === wanted) ?? early ?? list[0];
  const open = (id: string | null) => router.replace(id ? `/?tab=${id}` : "/", { scroll: false });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            {user.data ? `Welcome, ${displayName(user.data)}` : <Skeleton width="16rem" height="0.8em" />}
          </h1>
          <p className={styles.muted}>Your MyPage: tabs of widgets that follow the news for you.</p>
        </div>
      </header>
      <nav className={styles.tabRow} aria-label="Tabs">
        {tabs.isPending ? (
          <Skeleton width="20rem" height="2.2rem" />
        ) : (
          <TabBar tabs={list} selectedId={selected?.Id} onSelect={open} />
        )}
        <Button size="sm" variant="secondary" onClick={() => setCreating(true)}>
          + New tab
        </Button>
      </nav>
      {tabs.isError && (
        <ErrorState title="Your tabs could not be loaded" error={tabs.error} onRetry={() => void tabs.refetch()} />
      )}
      {tabs.isSuccess && !selected && (
        <EmptyState title="No tabs yet">
          <p>
            A tab holds widgets: document lists, top stories, maps, charts, notes. Create a tab, then add widgets with
            “+ Add widget”; or start from a search and save it as a widget.
          </p>
          <Button onClick={() => setCreating(true)}>Create your first tab</Button>
        </EmptyState>
      )}
      {selected && <TabView key={selected.Id} project={selected} onOpened={open} />}
      {creating && (
        <TabNameDialog
          open
          title="New tab"
          initial=""
          submitLabel="Create"
          pending={create.isPending}
          error={create.error?.message}
          onClose={() => setCreating(false)}
          onSubmit={(name) =>
            create.mutate(name, {
              onSuccess: (tab) => {
                setCreating(false);
                open(tab.Id);
              },
            })
          }
        />
      )}
    </div>
  );
}
