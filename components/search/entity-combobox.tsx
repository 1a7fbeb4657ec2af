"use client";

import { useId, useState, type KeyboardEvent } from "react";
import type { TEntityItem } from "@/lib/client/api/api-types";
import { useAutocomplete } from "@/lib/client/api/use-autocomplete";
import { useDebounced } from "@/lib/client/ui/use-debounced";
import styles from "./entity-combobox.module.css";

export type TEntityComboboxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter with no suggestion highlighted. */
  onSubmit: (value: string) => void;
  onPick: (entity: TEntityItem) => void;
  /** What to say when no entity matches what is typed (nothing is said without it). */
  noMatchHint?: (fragment: string) => string;
  /** The part of the value to look up (default: all of it); undefined: no suggestions now. */
  fragmentOf?: (value: string) => string | undefined;
  label: string;
  placeholder?: string;
  /** Marks the box as the one "/" focuses (see use-slash-focus). */
  slashFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  testId?: string;
};

/** A text box with entity suggestions (WAI-ARIA combobox): arrows move, Enter picks, Escape closes. */
export function EntityCombobox(props: TEntityComboboxProps) {
  const { value, onChange, onSubmit, onPick, fragmentOf = (v) => v } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fragment = useDebounced(fragmentOf(value) ?? "", 150);
  const suggestions = useAutocomplete(fragment);
  const items = open && fragment ? (suggestions.data?.Items ?? []) : [];
  const shown = items.length > 0;
  // Said only when the lookup for what is typed now has answered with nothing.
  const noMatch =
    props.noMatchHint !== undefined &&
    open &&
    fragment.trim().length >= 2 &&
    fragment === (fragmentOf(value) ?? "") &&
    suggestions.isSuccess &&
    !suggestions.isPlaceholderData &&
    suggestions.data.Items.length === 0;

  function pick(entity: TEntityItem) {
    setOpen(false);
    setActive(-1);
    onPick(entity);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && shown) {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === "ArrowUp" && shown) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      // Closes the suggestions; never the browser's "clear the search field" (the × button does that).
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (shown && active >= 0 && items[active]) pick(items[active]);
      else {
        setOpen(false);
        onSubmit(value);
      }
    }
  }

  return (
    <div className={[styles.wrap, props.className].filter(Boolean).join(" ")}>
      <input
        data-slash-focus={props.slashFocus ? "" : undefined}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={props.label}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        placeholder={props.placeholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        data-testid={props.testId}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      {noMatch && (
        <p className={styles.none} role="status" data-testid="no-suggestions">
          {props.noMatchHint!(fragment.trim())}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label="Entity suggestions" className={styles.list} hidden={!shown}>
        {items.map((entity, index) => (
          <li
            key={entity.Id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(entity);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span className={styles.name}>{entity.Description}</span>
            <span className={styles.meta}>
              {entity.Type}
              {entity.Extras?.DocumentCount !== undefined &&
                ` · ${entity.Extras.DocumentCount.toLocaleString("en")} docs`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
