"use client";

import { useId, useState } from "react";
import { EntityCombobox } from "@/components/search/entity-combobox";
import { Button } from "@/components/ui/button";
import { useProjects } from "@/lib/client/api/use-projects";
import { BIN_SIZES, hasTypeGroup, TILE_CHOICES, toggleTypeGroup, TYPE_CHOICES } from "@/lib/client/ui/widget-settings";
import styles from "./mypage.module.css";

type TPickerProps = { label: string; value: string; error?: string; onChange: (value: string) => void };

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

/** A select of labelled values; a stored value the list does not know stays, shown as it is. */
export function LabelledSelect({
  label,
  value,
  error,
  onChange,
  options,
}: TPickerProps & { options: { value: string; label: string }[] }) {
  const id = useId();
  const known = options.some((o) => o.value.toLowerCase() === value.toLowerCase());
  const current = known ? options.find((o) => o.value.toLowerCase() === value.toLowerCase())!.value : value;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Hour / day / week / month; the setting keeps minutes. */
export function BinSizePicker(props: TPickerProps) {
  const options = BIN_SIZES.map((b) => ({ value: b.minutes, label: b.label }));
  const known = options.some((o) => o.value === props.value.trim());
  return (
    <LabelledSelect
      {...props}
      options={
        known || !props.value.trim() ? options : [{ value: props.value, label: `${props.value} minutes` }, ...options]
      }
      value={props.value.trim() || "1440"}
    />
  );
}

/** Checkboxes of document type groups; none ticked means every type. */
export function TypesPicker({ label, value, error, onChange }: TPickerProps) {
  const id = useId();
  return (
    <fieldset className={styles.checks} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.fieldLabel}>{label}</legend>
      {TYPE_CHOICES.map((choice) => (
        <label key={choice.value} className={styles.check}>
          <input
            type="checkbox"
            checked={hasTypeGroup(value, choice.value)}
            onChange={(event) => onChange(toggleTypeGroup(value, choice.value, event.target.checked))}
          />{" "}
          {choice.label}
        </label>
      ))}
      <p className={styles.hint}>None ticked: every type.</p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** The caller's lists (own and shared) of one type, by name; the setting keeps the ProjectRef. */
export function ProjectPicker({
  projectType,
  noneLabel,
  ...props
}: TPickerProps & { projectType: "EntityList" | "Scrapbook"; noneLabel?: string }) {
  const projects = useProjects(projectType);
  const noun = projectType === "Scrapbook" ? "Scrapbook" : "entity list";
  const ref = props.value.trim() && !props.value.trim().startsWith("15_") ? `15_${props.value.trim()}` : props.value;
  const options = [
    { value: "", label: noneLabel ?? (projects.data?.length ? `Choose a ${noun}…` : `You have no ${noun} yet`) },
    ...(projects.data ?? []).map((p) => ({
      value: p.ProjectRef,
      label: p.OwnerDisplayName && !p.WriteAccess ? `${p.Description} (${p.OwnerDisplayName})` : p.Description,
    })),
  ];
  if (projects.isPending && ref)
    return <LabelledSelect {...props} value={ref} options={[{ value: ref, label: "Loading…" }]} />;
  return <LabelledSelect {...props} value={ref} options={options} />;
}

/** Typeahead for one entity; the setting keeps its reference (11_<n> or slug-11_<n>). */
export function EntityPicker({ label, value, error, onChange }: TPickerProps) {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<string>();
  const id = useId();
  return (
    <div className={styles.field}>
      <EntityCombobox
        label={label}
        placeholder="Type a name…"
        value={text}
        onChange={setText}
        onSubmit={() => {}}
        onPick={(entity) => {
          setText("");
          setChosen(`${entity.Description} (${entity.LocalizedType || entity.Type})`);
          onChange(entity.EntityReference ?? entity.Id);
        }}
        noMatchHint={(typed) => `No entity matches “${typed}”`}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        testId={`picker-${label}`}
      />
      <p className={styles.hint} data-testid="entity-choice">
        {value.trim() ? (
          <>
            {label}: <strong>{chosen ?? value}</strong>{" "}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setChosen(undefined);
                onChange("");
              }}
            >
              Clear
            </Button>
          </>
        ) : (
          "None chosen: anyone"
        )}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Built-in map, OpenStreetMap or a custom tile URL template. */
export function TilePicker({ label, value, error, onChange }: TPickerProps) {
  const preset = TILE_CHOICES.find((c) => c.url === value.trim());
  const [custom, setCustom] = useState(!preset);
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        Map tiles
      </label>
      <select
        id={id}
        className={styles.select}
        value={custom ? "custom" : value.trim()}
        onChange={(event) => {
          const next = event.target.value;
          setCustom(next === "custom");
          if (next !== "custom") onChange(next);
        }}
      >
        {TILE_CHOICES.map((c) => (
          <option key={c.label} value={c.url}>
            {c.label}
          </option>
        ))}
        <option value="custom">Another tile server…</option>
      </select>
      {custom && (
        <>
          <label htmlFor={`${id}-url`} className={styles.fieldLabel}>
            {label}
          </label>
          <input
            id={`${id}-url`}
            className={styles.select}
            value={value}
            placeholder="https://tiles.example.org/{z}/{x}/{y}.png"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
