"use client";

import { formatCount } from "@/lib/client/ui/format";

import Link from "next/link";
import { useEffect, useState } from "react";
import { UNDO_MS } from "@/components/mypage/use-delete-with-undo";
import { UndoToast } from "@/components/mypage/undo-toast";
import { documentHref } from "@/components/search/result-row";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/status";
import { isDocumentItem, type TProjectItem } from "@/lib/client/api/api-types";
import { entityHref } from "@/lib/client/api/use-entity";
import { useAddItems, useRemoveItems } from "@/lib/client/api/use-project-mutations";
import { formatDate } from "@/lib/client/ui/format";
import { ActionsHeader } from "@/components/ui/actions-header";
import styles from "./projects.module.css";

export type TProjectItemsProps = { projectRef: string; items: TProjectItem[]; total: number; writable: boolean };

const matches = (item: TProjectItem, filter: string) =>
  !filter ||
  [item.Description, item.Type, isDocumentItem(item) ? item.Publisher : ""].some((v) =>
    v?.toLowerCase().includes(filter.toLowerCase()),
  );

/** The items, newest first, with a text filter; Remove only for those who may change the project. */
export function ProjectItemsTable({ projectRef, items, total, writable }: TProjectItemsProps) {
  const [filter, setFilter] = useState("");
  const remove = useRemoveItems();
  const putBack = useAddItems();
  // The last removed item, offered back for 6 s (Undo adds it again).
  const [removed, setRemoved] = useState<TProjectItem>();
  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(undefined), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);
  const shown = items.filter((item) => matches(item, filter.trim()));
  const undo = removed && (
    <UndoToast
      message={`“${removed.Description}” removed`}
      onUndo={() => {
        putBack.mutate({ projectRef, itemRefs: [removed.Id] });
        setRemoved(undefined);
      }}
    />
  );
  if (items.length === 0)
    return (
      <>
        <EmptyState title="No items yet" />
        {undo}
      </>
    );
  const hasDocuments = shown.some(isDocumentItem);
  return (
    <>
      <div className={styles.toolbar}>
        <input
          className={styles.filter}
          type="search"
          placeholder="Filter items"
          aria-label="Filter items"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className={styles.muted} aria-live="polite">
          {shown.length === total ? formatCount(total, "item") : `${shown.length} of ${formatCount(total, "item")}`}
        </span>
        {(remove.error ?? putBack.error) && (
          <span className={styles.error} role="alert">
            {(remove.error ?? putBack.error)?.message}
          </span>
        )}
      </div>
      <div className={styles.tableWrap}>
        {/* An entity list has no publishers or dates: those columns only when documents are listed. */}
        <table className={`${styles.table} ${styles.stackOnPhone}`} data-testid="project-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Type</th>
              {hasDocuments && <th scope="col">Publisher</th>}
              {hasDocuments && <th scope="col">Date</th>}
              {writable && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.Id} data-testid="project-item" data-item-ref={item.Id}>
                <td className={styles.nameCell}>
                  <Link href={isDocumentItem(item) ? documentHref(item.Id) : entityHref(item)}>{item.Description}</Link>
                </td>
                <td data-label="Type">{item.Type}</td>
                {hasDocuments && <td data-label="Publisher">{isDocumentItem(item) ? item.Publisher : ""}</td>}
                {hasDocuments && (
                  <td data-label="Date" className={styles.muted}>
                    {isDocumentItem(item) ? formatDate(item.PublicationDate) : ""}
                  </td>
                )}
                {writable && (
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${item.Description}`}
                        pending={remove.isPending && remove.variables?.itemRefs.includes(item.Id)}
                        onClick={() =>
                          remove.mutate({ projectRef, itemRefs: [item.Id] }, { onSuccess: () => setRemoved(item) })
                        }
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {undo}
    </>
  );
}
