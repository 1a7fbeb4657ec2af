"use client";

import { VolumeChart } from "@/components/charts/volume-chart";
import type { TDocumentItem } from "@/lib/client/api/api-types";
import { languageName } from "@/lib/client/ui/format";
import { facetCounts, type TFacet } from "./facets";
import panel from "@/components/ui/panel.module.css";
import styles from "./side-panel.module.css";

type TFacetListProps = {
  facets: TFacet[];
  onPick?: (name: string) => void;
  label: string;
  /** How a facet is shown (its name by default). */
  display?: (name: string) => string;
};

function FacetList({ facets, onPick, label, display = (name) => name }: TFacetListProps) {
  return (
    <ul className={styles.facets} aria-label={label}>
      {facets.slice(0, 8).map((facet) => (
        <li key={facet.name}>
          {onPick ? (
            <button
              type="button"
              className={styles.facet}
              onClick={() => onPick(facet.name)}
              title={`Only ${display(facet.name)}`}
            >
              <span className={styles.facetName}>{display(facet.name)}</span>
              <span className={styles.amount}>{facet.amount}</span>
            </button>
          ) : (
            <span className={styles.facet}>
              <span className={styles.facetName}>{display(facet.name)}</span>
              <span className={styles.amount}>{facet.amount}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export type TFacetsPanelProps = { q: string; items: TDocumentItem[]; onRefine: (term: string) => void };

/**
 * Facets of the page shown (document types refine the query with DocType:, languages with language:,
 * publishers are counts only: the query language has no publisher filter) and the query's volume over time.
 */
export function FacetsPanel({ q, items, onRefine }: TFacetsPanelProps) {
  const types = facetCounts(items, (d) => d.Type);
  const publishers = facetCounts(items, (d) => d.Publisher);
  const languages = facetCounts(items, (d) => d.Language);
  return (
    <aside className={styles.panel} aria-label="Refine" data-testid="facets">
      <section className={styles.section}>
        <h2 className={panel.heading}>Volume</h2>
        <VolumeChart q={q} />
      </section>
      {types.length > 0 && (
        <section className={styles.section}>
          <h2 className={panel.heading}>Document types</h2>
          <FacetList facets={types} label="Document types" onPick={(name) => onRefine(`DocType:"${name}"`)} />
        </section>
      )}
      {languages.length > 0 && (
        <section className={styles.section}>
          <h2 className={panel.heading}>Languages</h2>
          <FacetList
            facets={languages}
            label="Languages"
            display={(code) => `${languageName(code)} (${code})`}
            onPick={(code) => onRefine(`language:${code}`)}
          />
        </section>
      )}
      {publishers.length > 0 && (
        <section className={styles.section}>
          <h2 className={panel.heading}>Publishers</h2>
          <FacetList facets={publishers} label="Publishers" />
          <p className={styles.note}>Counted on this page of results.</p>
        </section>
      )}
    </aside>
  );
}
