"use client";

import { createContext, useContext } from "react";
import { EmptyState } from "@/components/ui/status";
import styles from "./widgets.module.css";

/** Who owns the tab the widgets are on, so a widget can say who can fix what it cannot show. */
export const TabOwnerContext = createContext<{ name: string; isViewer: boolean } | null>(null);

/**
 * A widget that reads a list (Scrapbook or EntityList) the viewer cannot see: the API answers 404 for a
 * list that is gone and for one not shared with the viewer alike, so the message names both and who can
 * fix it.
 */
export function ListNotShared({ projectRef, kind }: { projectRef: string; kind: string }) {
  const owner = useContext(TabOwnerContext);
  const ref = projectRef && !projectRef.startsWith("15_") ? `15_${projectRef}` : projectRef;
  return (
    <div data-testid="widget-list-not-shared">
      <EmptyState title={`This widget reads a ${kind} that is not shared with you`}>
        <p className={styles.meta}>
          {owner && !owner.isViewer
            ? `The ${kind} (${ref}) belongs to whoever made this widget. Ask ${owner.name}, who shared this tab, to share the ${kind} with you too (Share on this tab offers it).`
            : `The ${kind} (${ref}) was deleted or is no longer shared with you. Choose another one in the widget’s settings (its ⋯ menu).`}
        </p>
      </EmptyState>
    </div>
  );
}
