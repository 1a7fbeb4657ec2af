"use client";

import type { TEntityItem, TMetadataItemField } from "@/lib/client/api/api-types";
import panel from "@/components/ui/panel.module.css";
import styles from "./entity-page.module.css";
import { EntityChip } from "@/components/entity/entity-chip";

const isEntity = (field: TMetadataItemField): field is { Key: string; Value: TEntityItem } =>
  field.Value.Id.startsWith("11_");

/** Related entities: the Metadata ItemFields whose value is an entity (RelatedEntity). */
export function RelatedEntities({ entity }: { entity: TEntityItem }) {
  const related = (entity.Extras?.Metadata?.ItemFields ?? []).filter(isEntity).map((f) => f.Value);
  if (related.length === 0) return <p className={panel.notice}>No related entities yet.</p>;
  return (
    <ul className={panel.chips} data-testid="related-entities">
      {related.map((other) => (
        <li key={other.Id}>
          <EntityChip entity={other} />
        </li>
      ))}
    </ul>
  );
}

/** The Metadata TextFields (aliases, counts, first and last seen, coordinates …) as a definition list. */
export function EntityFacts({ entity }: { entity: TEntityItem }) {
  const fields = entity.Extras?.Metadata?.TextFields ?? [];
  if (fields.length === 0) return <p className={panel.notice}>No metadata.</p>;
  return (
    <dl className={styles.fields}>
      {fields.map((field, index) => (
        <div key={`${field.Key}-${index}`} style={{ display: "contents" }}>
          <dt>{field.Key}</dt>
          <dd>{field.ValueFormatted || field.Value}</dd>
        </div>
      ))}
    </dl>
  );
}
