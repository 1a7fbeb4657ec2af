"use client";

import Link from "next/link";
import { useState } from "react";
import { VolumeChart } from "@/components/charts/volume-chart";
import { AddToProjectDialog } from "@/components/projects/add-to-project-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/status";
import type { TProjectData } from "@/lib/client/api/api-types";
import { entityItemRef, useEntity } from "@/lib/client/api/use-entity";
import { entityTerm } from "@/lib/client/ui/query-fragment";
import { useCurrentUser } from "@/lib/client/api/use-current-user";
import { EntityEditPanel } from "./entity-edit-panel";
import { EntityEvidence } from "./entity-evidence";
import { EntityHeat } from "./entity-heat";
import { EntityMap } from "./entity-map";
import { EntityQuotes } from "./entity-quotes";
import { EntityFacts, RelatedEntities } from "./entity-metadata";
import panel from "@/components/ui/panel.module.css";
import styles from "./entity-page.module.css";
import { AddedNotice } from "@/components/projects/added-notice";

/** /entities/[ref]: who or what it is, how much it is in the news, where, and with whom. */
export function EntityPage({ reference }: { reference: string }) {
  const entity = useEntity(reference);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<TProjectData>();
  const [editing, setEditing] = useState(false);
  const user = useCurrentUser();
  const mayEdit = (user.data?.Roles ?? []).some((role) => role === "editor" || role === "admin");
  const itemRef = entityItemRef(reference) ?? reference;
  if (entity.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label="Loading the entity">
        <Skeleton width="50%" height="2.5rem" />
        <Skeleton height="12rem" radius="md" />
      </div>
    );
  }
  if (entity.isError)
    return (
      <ErrorState title="The entity could not be opened" error={entity.error} onRetry={() => void entity.refetch()} />
    );
  const item = entity.data;
  const image = item.Extras?.Images?.Items[0];
  const query = entityTerm(item.Type, item.Description);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {image ? (
          // Images come from wherever the entity's metadata points; no optimisation proxy for them.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.image} src={image.ImageSrc} alt={image.Description ?? item.Description} />
        ) : (
          <span className={styles.monogram} aria-hidden="true">
            {item.Description.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className={styles.titleBlock}>
          <span className={styles.type}>{item.LocalizedType || item.Type}</span>
          <h1 className={styles.title}>{item.Description}</h1>
        </div>
        <div className={styles.actions}>
          <Link href={`/search?q=${encodeURIComponent(query)}`}>Search its documents</Link>
          <Link href={`/alerts?query=${encodeURIComponent(query)}&name=${encodeURIComponent(item.Description)}`}>
            Create alert
          </Link>
          <Button size="sm" onClick={() => setAdding(true)}>
            Add to EntityList
          </Button>
          {mayEdit && (
            <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
              Edit
            </Button>
          )}
          <AddedNotice project={added} />
        </div>
      </header>
      {mayEdit && editing && (
        <section className={styles.section} aria-label="Edit entity">
          <h2 className={panel.heading}>Edit</h2>
          <EntityEditPanel itemRef={itemRef} name={item.Description} type={item.Type} />
        </section>
      )}
      <div className={styles.grid}>
        <div className={styles.column}>
          <section className={styles.section} aria-label="In the news">
            <h2 className={panel.heading}>In the news</h2>
            <EntityHeat itemRef={itemRef} />
            <VolumeChart q={`itemref:${itemRef}`} title={`Documents per day mentioning ${item.Description}`} />
          </section>
          <section className={styles.section} aria-label="Places">
            <h2 className={panel.heading}>Places</h2>
            <EntityMap itemRef={itemRef} />
          </section>
          <section className={styles.section} aria-label="Evidence">
            <h2 className={panel.heading}>Evidence</h2>
            <EntityEvidence entityReference={reference} />
          </section>
        </div>
        <div className={styles.column}>
          <section className={styles.section} aria-label="Related entities">
            <h2 className={panel.heading}>Related entities</h2>
            <RelatedEntities entity={item} />
          </section>
          {item.Type === "Person" && (
            <section className={styles.section} aria-label="Quotes">
              <h2 className={panel.heading}>Quotes</h2>
              <EntityQuotes itemRef={itemRef} />
            </section>
          )}
          <section className={styles.section} aria-label="Facts">
            <h2 className={panel.heading}>Facts</h2>
            <EntityFacts entity={item} />
          </section>
        </div>
      </div>
      <AddToProjectDialog
        open={adding}
        onClose={() => setAdding(false)}
        projectType="EntityList"
        itemRefs={[item.EntityReference ?? item.Id]}
        onAdded={(project) => setAdded(project)}
      />
    </div>
  );
}
