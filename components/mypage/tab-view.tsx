"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/status";
import type { TWidgetProject } from "@/lib/client/api/mypage-types";
import { mypageKeys, useTab } from "@/lib/client/api/use-mypage";
import { useTabFreshness } from "@/lib/client/api/use-tab-freshness";
import { TabOwnerContext } from "@/components/widgets/tab-owner";
import { StaleBanner } from "./stale-banner";
import { TabBoard } from "./tab-board";
import { TabToolbar } from "./tab-toolbar";
import styles from "./mypage.module.css";

/** One open tab: its toolbar, the freshness banner and the zones. */
export function TabView({ project, onOpened }: { project: TWidgetProject; onOpened: (tabId: string | null) => void }) {
  const queryClient = useQueryClient();
  const tab = useTab(project.Id);
  const { stale } = useTabFreshness(tab.data, tab.dataUpdatedAt);
  const current = tab.data?.Extras.WidgetTab.WidgetProject ?? project;
  const reload = () => Promise.all([tab.refetch(), queryClient.invalidateQueries({ queryKey: mypageKeys.tabs })]);
  return (
    <div className={styles.tabView} role="tabpanel" aria-label={current.Description}>
      <TabToolbar tab={current} onOpened={onOpened} />
      {current.Filter && <p className={styles.muted}>Filter on every widget: {current.Filter}</p>}
      {stale && <StaleBanner onReload={() => void reload()} pending={tab.isFetching} />}
      {tab.isPending ? (
        <div className={styles.zones} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16rem" radius="md" />
          ))}
        </div>
      ) : tab.isError ? (
        <ErrorState title="The tab could not be loaded" error={tab.error} onRetry={() => void tab.refetch()} />
      ) : (
        <TabOwnerContext value={{ name: current.OwnerDisplayName, isViewer: current.SharingState === "OwnedByUser" }}>
          <TabBoard tab={tab.data} readOnly={current.ReadOnly} />
        </TabOwnerContext>
      )}
    </div>
  );
}
