"use client";

import { useState } from "react";
import styles from "./reference.module.css";

type TField = { name: string; in: string; required: boolean };

/**
 * "Try it": fills the path and query parameters of one operation and sends it from the browser with the
 * reader's session cookie (sign in first), showing the status and the answer as it comes.
 */
export function TryIt({
  method,
  path,
  fields,
  hasBody,
}: {
  method: string;
  path: string;
  fields: TField[];
  hasBody: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState("{}");
  const [format, setFormat] = useState("json");
  const [answer, setAnswer] = useState<{ status: number; text: string; url: string }>();
  const [busy, setBusy] = useState(false);

  async function send() {
    let url = `/api${path}`;
    const query = new URLSearchParams();
    for (const field of fields) {
      const value = values[field.name]?.trim();
      if (!value) continue;
      if (field.in === "path") url = url.replace(`{${field.name}}`, encodeURIComponent(value));
      else query.set(field.name, value);
    }
    url = url.replace(/\/\{[^}]+\}/g, "");
    query.set("type", format);
    const full = `${url}?${query.toString()}`;
    setBusy(true);
    try {
      const response = await fetch(full, {
        method,
        credentials: "same-origin",
        headers: hasBody ? { "Content-Type": "application/json" } : undefined,
        body: hasBody && method !== "GET" ? body : undefined,
      });
      const text = await response.text();
      setAnswer({
        status: response.status,
        text: text.length > 20_000 ? `${text.slice(0, 20_000)}\n…` : text,
        url: full,
      });
    } catch (error) {
      setAnswer({ status: 0, text: (error as Error).message, url: full });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.tryIt}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <strong>Try it</strong> <span>(sent with your session; sign in first)</span>
      {fields.map((field) => (
        <label key={`${field.in}:${field.name}`}>
          <code>{field.name}</code>
          {field.required ? " *" : ""}
          <input
            value={values[field.name] ?? ""}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </label>
      ))}
      {hasBody && method !== "GET" && (
        <label>
          Body (JSON)
          <textarea rows={4} value={body} onChange={(event) => setBody(event.target.value)} />
        </label>
      )}
      <label>
        Format
        <select value={format} onChange={(event) => setFormat(event.target.value)}>
          {["json", "xml", "atom10", "html"].map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy}>
        {busy ? "Sending…" : `Send ${method}`}
      </button>
      {answer && (
        <output data-testid="try-it-answer">
          <code>
            {answer.status} {method} {answer.url}
          </code>
          <pre className={styles.schema}>{answer.text}</pre>
        </output>
      )}
    </form>
  );
}
