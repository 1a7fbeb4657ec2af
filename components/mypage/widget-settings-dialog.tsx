"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/client/api/api-fetch";
import type { TWidget } from "@/lib/client/api/mypage-types";
import type { TWidgetDraft } from "@/lib/client/api/use-widget-mutations";
import {
  checkSettings,
  dateInputValue,
  kindSpec,
  settingErrorOf,
  type TSettingField,
} from "@/lib/client/ui/widget-settings";
import { BinSizePicker, EntityPicker, LabelledSelect, ProjectPicker, TilePicker, TypesPicker } from "./setting-pickers";
import styles from "./mypage.module.css";

function SettingInput({
  field,
  value,
  error,
  onChange,
}: {
  field: TSettingField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hint = "hint" in field ? field.hint : undefined;
  const picker = { label: field.label, value, error, onChange };
  switch (field.type) {
    case "enum":
      return (
        <LabelledSelect {...picker} options={field.values.map((v) => ({ value: v, label: field.labels?.[v] ?? v }))} />
      );
    case "binSize":
      return <BinSizePicker {...picker} />;
    case "types":
      return <TypesPicker {...picker} />;
    case "projectRef":
      return <ProjectPicker {...picker} projectType={field.projectType} noneLabel={field.noneLabel} />;
    case "entityRef":
      return <EntityPicker {...picker} />;
    case "tileUrl":
      return <TilePicker {...picker} />;
    case "date":
      return (
        <TextField
          type="date"
          label={field.label}
          hint={hint}
          value={dateInputValue(value)}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
  if (field.type === "textarea") {
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.fieldLabel}>
          {field.label}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={6}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <TextField
      label={field.label}
      hint={hint}
      value={value}
      error={error}
      inputMode={field.type === "int" ? "numeric" : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A widget's title and settings. Checked here with the kind's rules (lib/client/ui/widget-settings) before
 * sending; the server checks again (the query language only there) and its 400 is shown at the field.
 */
export function WidgetSettingsDialog({
  widget,
  open,
  onClose,
  onSave,
}: {
  widget: TWidget;
  open: boolean;
  onClose: () => void;
  onSave: (draft: TWidgetDraft, base: string) => Promise<boolean>;
}) {
  const spec = kindSpec(widget.Key);
  // Everything starts from what was read when the dialog opened, including the timestamp.
  const [base] = useState(widget.LastUpdatedUtc);
  const [title, setTitle] = useState(widget.Title);
  const [values, setValues] = useState<Record<string, string>>({ ...widget.Settings });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  const clientErrors = spec ? checkSettings(spec, values) : {};
  const errors = { ...serverErrors, ...(touched ? clientErrors : {}) };

  async function submit() {
    setTouched(true);
    if (Object.keys(clientErrors).length || !title.trim()) return;
    setPending(true);
    setFormError(undefined);
    try {
      const settings = Object.fromEntries(spec ? spec.fields.map((f) => [f.name, values[f.name] ?? ""]) : []);
      await onSave({ Title: title.trim(), Settings: settings }, base);
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = isApiError(error, 400) ? settingErrorOf(message) : undefined;
      if (at) setServerErrors({ [at.field]: at.message });
      else setFormError(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} title={`Settings of “${widget.Title}”`} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        data-testid="widget-settings"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Title"
          value={title}
          maxLength={200}
          error={touched && !title.trim() ? "A title is required" : undefined}
          onChange={(event) => setTitle(event.target.value)}
          autoFocus
        />
        {spec?.fields.map((field) => (
          <SettingInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            onChange={(value) => {
              setValues((v) => ({ ...v, [field.name]: value }));
              setServerErrors(({ [field.name]: _, ...rest }) => rest);
            }}
          />
        ))}
        {formError && (
          <p className={styles.fieldError} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
