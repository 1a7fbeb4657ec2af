"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useAutocomplete } from "@/lib/client/api/use-autocomplete";
import {
  useChangeAliases,
  useEntityHistory,
  useMergeEntities,
  useMergeSuggestions,
  useUndoCorrection,
  useUpdateEntity,
  type TCorrection,
} from "@/lib/client/api/use-entity-corrections";
import { ENTITY_TYPES } from "@/lib/contract/entity-types";
import { formatCount } from "@/lib/client/ui/format";
import panel from "@/components/ui/panel.module.css";
import styles from "./entity-edit-panel.module.css";

type TProps = { itemRef: string; name: string; type: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * The entity page's Edit panel for editors and admins: merge another entity into this one (typeahead),
 * aliases, type, block; the correction history with undo; suggested merges, applied only by a click.
 */
export function EntityEditPanel({ itemRef, name, type }: TProps) {
  const history = useEntityHistory(itemRef, true);
  const current = history.data?.Entity;
  return (
    <div className={styles.panel}>
      {current && current.Status !== "active" && (
        <p role="status">
          This entity is {current.Status}
          {current.MergedInto && (
            <>
              {" "}
              into <Link href={`/entities/${current.MergedInto}`}>{current.MergedInto}</Link>
            </>
          )}
          .
        </p>
      )}
      <MergeInto itemRef={itemRef} type={current?.Type ?? type} />
      <Aliases itemRef={itemRef} name={current?.Description ?? name} aliases={current?.Aliases ?? []} />
      <TypeAndBlock itemRef={itemRef} type={current?.Type ?? type} />
      <SuggestedMerges itemRef={itemRef} />
      <History itemRef={itemRef} />
    </div>
  );
}

function MergeInto({ itemRef, type }: { itemRef: string; type: string }) {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<{ id: string; name: string }>();
  const suggestions = useAutocomplete(chosen ? "" : text);
  const merge = useMergeEntities();
  const candidates = (suggestions.data?.Items ?? []).filter((e) => e.Id !== itemRef && `11_${e.Id}` !== itemRef);
  return (
    <section className={styles.group} aria-label="Merge">
      <h3 className={styles.subheading}>Merge another entity into this one</h3>
      <div className={styles.row}>
        <TextField
          label="Entity to merge"
          value={chosen ? chosen.name : text}
          onChange={(e) => {
            setChosen(undefined);
            setText(e.target.value);
          }}
          hint={`Its mentions, names and list memberships move here (usually another ${type}).`}
        />
        <Button
          size="sm"
          disabled={!chosen}
          pending={merge.isPending}
          onClick={() =>
            chosen && merge.mutate({ into: itemRef, from: [chosen.id] }, { onSuccess: () => setChosen(undefined) })
          }
        >
          Merge into this entity
        </Button>
      </div>
      {!chosen && candidates.length > 0 && (
        <ul className={styles.list} aria-label="Matching entities">
          {candidates.map((e) => (
            <li key={e.Id}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setChosen({ id: /^11_/.test(e.Id) ? e.Id : `11_${e.Id}`, name: e.Description })}
              >
                {e.Description} ({e.Type})
              </Button>
            </li>
          ))}
        </ul>
      )}
      {merge.isError && <p className={styles.error}>{errorText(merge.error)}</p>}
      {merge.isSuccess && <p role="status">Merged.</p>}
    </section>
  );
}

function Aliases({ itemRef, name, aliases }: { itemRef: string; name: string; aliases: string[] }) {
  const [text, setText] = useState("");
  const change = useChangeAliases(itemRef);
  return (
    <section className={styles.group} aria-label="Aliases">
      <h3 className={styles.subheading}>Aliases</h3>
      <ul className={panel.chips}>
        {aliases.map((alias) => (
          <li key={alias} className={styles.chip}>
            {alias}
            {alias !== name && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove alias ${alias}`}
                onClick={() => change.mutate({ remove: [alias] })}
              >
                ×
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) change.mutate({ add: [text.trim()] }, { onSuccess: () => setText("") });
        }}
      >
        <TextField label="New alias" value={text} onChange={(e) => setText(e.target.value)} />
        <Button size="sm" type="submit" pending={change.isPending}>
          Add alias
        </Button>
      </form>
      {change.isError && <p className={styles.error}>{errorText(change.error)}</p>}
    </section>
  );
}

function TypeAndBlock({ itemRef, type }: { itemRef: string; type: string }) {
  const update = useUpdateEntity(itemRef);
  return (
    <section className={styles.group} aria-label="Type and block">
      <h3 className={styles.subheading}>Type</h3>
      <div className={styles.row}>
        <select
          className={styles.select}
          aria-label="Entity type"
          value={type}
          onChange={(e) => update.mutate({ Type: e.target.value })}
        >
          {ENTITY_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          pending={update.isPending}
          onClick={() => {
            if (window.confirm("Block this entity? Its mentions disappear from every result and imports skip it.")) {
              update.mutate({ Blocked: true });
            }
          }}
        >
          Block: not an entity
        </Button>
      </div>
      {update.isError && <p className={styles.error}>{errorText(update.error)}</p>}
      {update.isSuccess && <p role="status">Saved.</p>}
    </section>
  );
}

function SuggestedMerges({ itemRef }: { itemRef: string }) {
  const suggestions = useMergeSuggestions(itemRef, true);
  const merge = useMergeEntities();
  const items = suggestions.data?.Items ?? [];
  return (
    <section className={styles.group} aria-label="Suggested merges">
      <h3 className={styles.subheading}>Suggested merges</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>
          {suggestions.isPending ? "Looking…" : "No near-identical names of the same type."}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((s) => {
            const other = s.Entities.find((e) => e.Id !== itemRef) ?? s.Entities[1]!;
            return (
              <li key={other.Id} className={styles.row}>
                <span>
                  <Link href={`/entities/${other.Id}`}>{other.Description}</Link> (
                  {formatCount(other.DocumentCount, "document")}): “{s.Evidence.Forms[0]}” ≈ “{s.Evidence.Forms[1]}”,
                  similarity {s.Evidence.Similarity}
                </span>
                <Button variant="secondary" size="sm" onClick={() => merge.mutate({ into: itemRef, from: [other.Id] })}>
                  Merge {other.Description} here
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {merge.isError && <p className={styles.error}>{errorText(merge.error)}</p>}
    </section>
  );
}

const KIND_LABEL: Record<TCorrection["Kind"], string> = {
  merge: "Merged",
  split: "Split",
  aliases: "Aliases changed",
  update: "Updated",
  undo: "Undid a correction",
};

function describe(c: TCorrection): string {
  if (c.Kind === "merge") {
    const [into, ...from] = c.Before;
    return `${from.map((e) => e.Description).join(", ")} into ${into?.Description ?? c.Entity}`;
  }
  const before = c.Before[0];
  const after = c.After[0];
  if (!before || !after) return c.Entity;
  const changes: string[] = [];
  if (before.Description !== after.Description) changes.push(`name ${before.Description} → ${after.Description}`);
  if (before.Type !== after.Type) changes.push(`type ${before.Type} → ${after.Type}`);
  if (before.Status !== after.Status) changes.push(`status ${before.Status} → ${after.Status}`);
  const added = after.Aliases.filter((a) => !before.Aliases.includes(a));
  const removed = before.Aliases.filter((a) => !after.Aliases.includes(a));
  if (added.length) changes.push(`aliases + ${added.join(", ")}`);
  if (removed.length) changes.push(`aliases − ${removed.join(", ")}`);
  return changes.join("; ") || after.Description;
}

function History({ itemRef }: { itemRef: string }) {
  const history = useEntityHistory(itemRef, true);
  const undo = useUndoCorrection();
  const items = history.data?.Items ?? [];
  return (
    <section className={styles.group} aria-label="History">
      <h3 className={styles.subheading}>History</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{history.isPending ? "Loading…" : "No corrections yet."}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((c) => (
            <li key={c.Id} className={styles.row}>
              <span>
                <strong>{KIND_LABEL[c.Kind]}</strong>: {describe(c)} — {c.User}, {new Date(c.At).toLocaleString()}
                {c.UndoneAt && <span className={styles.muted}> (undone)</span>}
              </span>
              {c.CanUndo && (
                <Button variant="secondary" size="sm" pending={undo.isPending} onClick={() => undo.mutate(c.Id)}>
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {undo.isError && <p className={styles.error}>{errorText(undo.error)}</p>}
    </section>
  );
}
