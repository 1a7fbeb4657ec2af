"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useQueryBeautifier } from "@/lib/client/api/use-query-beautifier";
import { useDebounced } from "@/lib/client/ui/use-debounced";
import { entityTerm, replaceFragment, trailingFragment } from "@/lib/client/ui/query-fragment";
import { EntityCombobox } from "./entity-combobox";
import styles from "./query-box.module.css";
import { QueryFeedback } from "./query-feedback";
import { SyntaxHelp } from "./syntax-help";

export type TQueryBoxProps = { draft: string; onDraft: (text: string) => void; onSearch: (text: string) => void };

/** The query text, entity suggestions for the words being typed, and live feedback from the beautifier. */
export function QueryBox({ draft, onDraft, onSearch }: TQueryBoxProps) {
  const feedbackId = useId();
  const settled = useDebounced(draft, 250);
  const beautified = useQueryBeautifier(settled);
  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <div className={styles.row}>
        <EntityCombobox
          label="Query"
          placeholder='e.g. person:"Barack Obama" AND (election OR vote)'
          value={draft}
          onChange={onDraft}
          onSubmit={onSearch}
          fragmentOf={(text) => trailingFragment(text)?.text}
          onPick={(entity) => {
            const fragment = trailingFragment(draft);
            const term = entityTerm(entity.Type, entity.Description);
            onDraft(fragment ? replaceFragment(draft, fragment, term) : `${draft}${draft ? " " : ""}${term} `);
          }}
          slashFocus
          invalid={beautified.isError}
          describedBy={feedbackId}
          testId="query-input"
        />
        <Button type="submit">Search</Button>
      </div>
      <QueryFeedback query={settled} id={feedbackId} />
      <SyntaxHelp onInsert={(example) => onDraft(draft.trim() ? `${draft.trim()} ${example}` : example)} />
    </form>
  );
}
