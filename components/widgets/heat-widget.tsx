"use client";

import Link from "next/link";
import { entityHref } from "@/lib/client/api/use-entity";
import { useHeatData } from "@/lib/client/api/use-widget-data";
import type { TWidgetBodyProps } from "./widget-props";
import { ListNotShared } from "./tab-owner";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

const HOT = 1.5;

/**
 * EntityHeatInProject: the EntityList's entities (without a list, every entity: trending) by heat (1 d / 30 d, from /entities/heat). The trend
 * bars are documents per day over the last 1, 7 and 30 days, scaled to the row's largest.
 */
export function HeatWidget({ settings }: TWidgetBodyProps) {
  const data = useHeatData(settings);
  return (
    <WidgetData
      query={data}
      what="Entity heat"
      notFound={<ListNotShared projectRef={settings.ProjectRef?.trim() ?? ""} kind="EntityList" />}
      emptyTitle={
        settings.ProjectRef?.trim()
          ? "The list has no entities yet: add some from an entity page"
          : "No entity was mentioned in the last 30 days"
      }
      isEmpty={(d) => !d.Items.length}
    >
      {(d) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Entity</th>
              <th scope="col">Heat</th>
              <th scope="col">
                Trend <span className="visually-hidden">(documents per day over 30, 7 and 1 days)</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.Items.map((entity) => {
              const x = entity.Extras ?? {};
              const perDay = [
                (x["DocVolume-30"]?.Volume ?? 0) / 30,
                (x["DocVolume-7"]?.Volume ?? 0) / 7,
                x["DocVolume-1"]?.Volume ?? 0,
              ];
              const max = Math.max(...perDay, 1e-9);
              const heat = x["Heat-1/30"]?.Heat;
              return (
                <tr key={entity.Id}>
                  <td>
                    <Link prefetch={false} href={entityHref(entity)}>
                      {entity.Description}
                    </Link>{" "}
                    <span className={styles.meta}>{entity.LocalizedType || entity.Type}</span>
                  </td>
                  <td className={heat !== undefined && heat !== null && heat >= HOT ? styles.hot : undefined}>
                    {heat === undefined ? "–" : heat === null ? "no data" : `${heat.toFixed(2)}×`}
                  </td>
                  <td>
                    <span
                      className={styles.trend}
                      role="img"
                      aria-label={`per day: ${perDay.map((v) => v.toFixed(1)).join(", ")} (30, 7, 1 days)`}
                    >
                      {perDay.map((v, i) => (
                        <span key={i} style={{ height: `${Math.max(8, (v / max) * 100)}%` }} />
                      ))}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </WidgetData>
  );
}
