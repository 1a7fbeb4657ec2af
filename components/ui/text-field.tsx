import { useId, type ComponentPropsWithRef } from "react";
import styles from "./text-field.module.css";

export type TTextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  label: string;
  /** Shown under the field and linked with aria-describedby. */
  hint?: string;
  /** Marks the field invalid and is announced with it. */
  error?: string;
  id?: string;
};

export function TextField({ label, hint, error, id, className, ...rest }: TTextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
