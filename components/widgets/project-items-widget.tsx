"use client";

import Link from "next/link";
import { isDocumentItem, type TDocumentItem, type TEntityItem } from "@/lib/client/api/api-types";
import { entityHref } from "@/lib/client/api/use-entity";
import { useProjectItemsData } from "@/lib/client/api/use-widget-data";
import { DocumentRows } from "./document-list-widget";
import type { TWidgetBodyProps } from "./widget-props";
import { ListNotShared } from "./tab-owner";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

/** ProjectItems (a Scrapbook's documents) and EntityList (an EntityList's entities). */
export function ProjectItemsWidget({ settings, entities }: TWidgetBodyProps & { entities?: boolean }) {
  const ref = settings.ProjectRef?.trim() ?? "";
  const projectRef = ref && !ref.startsWith("15_") ? `15_${ref}` : ref;
  const data = useProjectItemsData(settings);
  return (
    <>
      {projectRef && (
        <p className={styles.meta}>
          <Link prefetch={false} href={`/projects/${projectRef}`}>
            Open the project
          </Link>
        </p>
      )}
      <WidgetData
        query={data}
        what="The project"
        notFound={<ListNotShared projectRef={projectRef} kind={entities ? "EntityList" : "Scrapbook"} />}
        emptyTitle={entities ? "The list has no entities yet" : "The Scrapbook is empty"}
        emptyHint={
          entities
            ? "Add entities from an entity page (“Add to list”) or from search results."
            : "Select documents in search results and add them to this Scrapbook."
        }
        isEmpty={(d) => !d.Items.length}
      >
        {(d) => {
          const docs = d.Items.filter(isDocumentItem) as TDocumentItem[];
          const others = d.Items.filter((i) => !isDocumentItem(i)) as TEntityItem[];
          return (
            <>
              {docs.length > 0 && <DocumentRows items={docs} query="" />}
              {others.length > 0 && (
                <ul className={styles.chips}>
                  {others.map((e) => (
                    <li key={e.Id}>
                      <Link prefetch={false} className={styles.chip} href={entityHref(e)}>
                        {e.Description} <span className={styles.meta}>{e.LocalizedType || e.Type}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </WidgetData>
    </>
  );
}
