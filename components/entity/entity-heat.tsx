"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { isEndpointMissing } from "@/lib/client/api/endpoint-missing";
import { useEntityHeat } from "@/lib/client/api/use-entity";
import panel from "@/components/ui/panel.module.css";
import styles from "./entity-page.module.css";

const HOT = 1.5;

/** DocVolume-1/7/30 and the heat ratios (DECISIONS 19) from /entities/heat. */
export function EntityHeat({ itemRef }: { itemRef: string }) {
  const heat = useEntityHeat(itemRef);
  if (heat.isError && isEndpointMissing(heat.error))
    return <p className={panel.notice}>Heat is not available on this server.</p>;
  if (heat.isPending) return <Skeleton height="3rem" />;
  if (heat.isError) return <p className={panel.notice}>The heat could not be loaded: {heat.error.message}</p>;
  const extras = heat.data?.Extras ?? {};
  const stats = [
    { label: "documents, last day", value: extras["DocVolume-1"]?.Volume },
    { label: "last 7 days", value: extras["DocVolume-7"]?.Volume },
    { label: "last 30 days", value: extras["DocVolume-30"]?.Volume },
    { label: "heat 1 d / 30 d", value: extras["Heat-1/30"]?.Heat, ratio: true },
    { label: "heat 7 d / 30 d", value: extras["Heat-7/30"]?.Heat, ratio: true },
  ];
  return (
    <dl className={styles.stats} data-testid="entity-heat">
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt>{stat.label}</dt>
          <dd className={stat.ratio && (stat.value ?? 0) >= HOT ? styles.hot : undefined}>
            {stat.value === undefined
              ? "–"
              : stat.value === null
                ? "no data"
                : stat.ratio
                  ? `${stat.value.toFixed(2)}×`
                  : stat.value.toLocaleString("en")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
