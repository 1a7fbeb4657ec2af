"use client";

import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import { ZONE_LABEL, type TZone } from "@/lib/client/api/mypage-types";
import styles from "./mypage.module.css";

/** A column of widgets and a drop target (also when empty); highlighted while a widget is over it. */
export function Zone({
  zone,
  ids,
  highlighted,
  children,
}: {
  zone: TZone;
  ids: string[];
  highlighted: boolean;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: zone, data: { type: "zone" } });
  return (
    <section
      ref={setNodeRef}
      className={styles.zone}
      data-over={highlighted || undefined}
      data-testid={`zone-${zone}`}
      aria-label={`${ZONE_LABEL[zone]} zone`}
    >
      <SortableContext id={zone} items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      {ids.length === 0 && <p className={styles.zoneEmpty}>Drop widgets here</p>}
    </section>
  );
}
