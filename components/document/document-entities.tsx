"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/client/api/api-fetch";
import { isEndpointMissing } from "@/lib/client/api/endpoint-missing";
import { useDocumentEntities } from "@/lib/client/api/use-document";
import panel from "@/components/ui/panel.module.css";
import styles from "./document-page.module.css";
import { EntityChip } from "@/components/entity/entity-chip";

/** The entities recognised in the document, each a link to its page. */
export function DocumentEntities({ docId }: { docId: string }) {
  const entities = useDocumentEntities(docId);
  // The query is always valid, so a 400 means this server routes /documents/entities elsewhere (it
  // does not offer the call yet): hide the panel rather than show an error.
  if (entities.isError && (isEndpointMissing(entities.error) || isApiError(entities.error, 400))) return null;
  return (
    <section className={styles.section} aria-label="Entities mentioned" data-testid="document-entities">
      <h2 className={panel.heading}>Entities mentioned</h2>
      {entities.isPending ? (
        <Skeleton height="4rem" />
      ) : entities.isError ? (
        <p className={panel.notice}>The entities could not be loaded: {entities.error.message}</p>
      ) : entities.data.length === 0 ? (
        <p className={panel.notice}>No entities were recognised.</p>
      ) : (
        <ul className={panel.chips}>
          {entities.data.map((entity) => (
            <li key={entity.Id}>
              <EntityChip entity={entity} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
