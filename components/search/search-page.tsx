"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { AddToProjectDialog } from "@/components/projects/add-to-project-dialog";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { EmptyState, ErrorState } from "@/components/ui/status";
import type { TProjectData } from "@/lib/client/api/api-types";
import { isApiError } from "@/lib/client/api/api-fetch";
import { useQueryBeautifier } from "@/lib/client/api/use-query-beautifier";
import { useDocumentSearch } from "@/lib/client/api/use-document-search";
import { toggleSelection, type TSelection } from "@/lib/client/ui/range-selection";
import { FacetsPanel } from "./facets-panel";
import { QueryBox } from "./query-box";
import { ResultList, ResultListSkeleton } from "./result-list";
import type { TWidgetProject } from "@/lib/client/api/mypage-types";
import { SaveAsWidgetDialog } from "./save-as-widget-dialog";
import { SearchToolbar } from "./search-toolbar";
import styles from "./search-page.module.css";
import { useResultKeys } from "./use-result-keys";
import { useSearchUrl } from "./use-search-url";

const PAGE_SIZE = 20;

function KeyHints() {
  return (
    <p className={styles.keys}>
      Keys: <kbd>/</kbd> search · <kbd>j</kbd> <kbd>k</kbd> next / previous result · <kbd>x</kbd> select (
      <kbd>Shift</kbd>+<kbd>x</kbd> a range) · <kbd>Enter</kbd> open
    </p>
  );
}
const NO_SELECTION: TSelection = { selected: new Set() };

/** /search: query box, results with highlights, sort, threshold, paging, facets, and "Add to Scrapbook". */
export function SearchPage() {
  const [state, update] = useSearchUrl();
  const [draft, setDraft] = useState(state.q);
  const [selection, setSelection] = useState<TSelection>(NO_SELECTION);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ project: TProjectData; count: number }>();
  const [savingWidget, setSavingWidget] = useState(false);
  const [savedTo, setSavedTo] = useState<TWidgetProject>();
  // A new query in the URL (submitted, or back/forward) resets the box and the selection.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setDraft(state.q);
    setSelection(NO_SELECTION);
  }

  const search = useDocumentSearch(
    { q: state.q, sortBy: state.sortBy, rel: state.rel, pageNumber: state.page, pageSize: PAGE_SIZE },
    state.q.trim().length > 0,
  );
  // A query the service cannot read is explained once, under the box (QueryFeedback); the results
  // and the volume chart then only say to fix it.
  const readable = useQueryBeautifier(state.q);
  const invalidQuery =
    (readable.isError && isApiError(readable.error, 400)) ||
    (search.isError && isApiError(search.error, 400) && search.error.code.startsWith("QUERY_"));
  const items = search.data?.Items ?? [];
  const order = items.map((item) => item.Id);
  const selectedCount = selection.selected.size;
  const toggle = (id: string, shift: boolean) => setSelection((s) => toggleSelection(s, order, id, shift));
  const listRef = useRef<HTMLDivElement>(null);
  useResultKeys(listRef, toggle);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Search</h1>
      <QueryBox draft={draft} onDraft={setDraft} onSearch={(q) => update({ q: q.trim(), page: 0 })} />
      {added && (
        <p className={styles.notice} role="status" data-testid="added-notice">
          Added {added.count} {added.count === 1 ? "document" : "documents"} to{" "}
          <Link href={`/projects/${added.project.ProjectRef}`}>{added.project.Description}</Link>.
        </p>
      )}
      {savedTo && (
        <p className={styles.notice} role="status" data-testid="widget-saved-notice">
          Saved as a widget on <Link href={`/?tab=${savedTo.Id}`}>{savedTo.Description}</Link>.
        </p>
      )}
      {!state.q.trim() ? (
        <EmptyState title="Type a query and press Enter">
          <KeyHints />
        </EmptyState>
      ) : invalidQuery ? (
        <EmptyState title="Fix the query above to see results">
          <p>The problem is marked under the search box; “Search syntax” lists what the box understands.</p>
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <section className={styles.results} aria-label="Search results">
            <SearchToolbar
              total={search.isError ? undefined : search.data?.TotalCount}
              totalIsLowerBound={search.data?.TotalCountIsLowerBound === true}
              fetching={search.isFetching}
              sortBy={state.sortBy}
              rel={state.rel}
              onSort={(sortBy) => update({ sortBy, page: 0 })}
              onRel={(rel) => update({ rel, page: 0 })}
            />
            <div className={styles.selection}>
              <Button size="sm" variant="ghost" onClick={() => setSavingWidget(true)}>
                Save as widget
              </Button>
              <Link
                className={styles.createAlert}
                href={`/alerts?query=${encodeURIComponent(state.q)}&name=${encodeURIComponent(state.q)}`}
              >
                Create alert
              </Link>
            </div>
            {selectedCount > 0 && (
              <div className={styles.selection} data-testid="selection-bar">
                <span>{selectedCount} selected</span>
                <Button size="sm" onClick={() => setAdding(true)}>
                  Add to Scrapbook
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSelection(NO_SELECTION)}>
                  Clear
                </Button>
              </div>
            )}
            {search.isPending ? (
              <ResultListSkeleton />
            ) : search.isError ? (
              <ErrorState title="The search failed" error={search.error} onRetry={() => void search.refetch()} />
            ) : items.length === 0 ? (
              <EmptyState title="No documents match">
                <p>Try fewer words, OR between alternatives, or a lower relevance threshold.</p>
              </EmptyState>
            ) : (
              <div ref={listRef} className={search.isPlaceholderData ? styles.stale : undefined}>
                <ResultList items={items} q={state.q} selected={selection.selected} onToggle={toggle} />
              </div>
            )}
            {search.data && (
              <Pager
                pageNumber={state.page}
                pageSize={PAGE_SIZE}
                total={search.data.TotalCount}
                totalIsLowerBound={search.data.TotalCountIsLowerBound === true}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
            <KeyHints />
          </section>
          <FacetsPanel
            q={state.q}
            items={items}
            onRefine={(term) => update({ q: `(${state.q}) AND ${term}`, page: 0 })}
          />
        </div>
      )}
      <SaveAsWidgetDialog
        open={savingWidget}
        onClose={() => setSavingWidget(false)}
        q={state.q}
        sortBy={state.sortBy}
        onSaved={setSavedTo}
      />
      <AddToProjectDialog
        open={adding}
        onClose={() => setAdding(false)}
        projectType="Scrapbook"
        itemRefs={[...selection.selected]}
        onAdded={(project, count) => {
          setAdded({ project, count });
          setSelection(NO_SELECTION);
        }}
      />
    </div>
  );
}
