"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/client/api/api-fetch";
import { useSourceMutations, type TSource } from "@/lib/client/api/use-sources";
import { fieldErrors, type TFieldErrors } from "@/lib/client/ui/feed-fields";
import { ScheduleFields } from "./schedule-fields";
import styles from "./sources.module.css";

/** Adds a feed; the URL is checked here for shape and by the server for reachability rules (SSRF policy). */
export function AddFeedForm() {
  const { create, fetchNow } = useSourceMutations();
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [interval, setInterval] = useState(900);
  const [visibility, setVisibility] = useState<TSource["Visibility"]>("private");
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const local = fieldErrors({ Url: url });
    setErrors(local);
    if (Object.keys(local).length) return;
    create.mutate(
      { Url: url.trim(), Name: name.trim() || undefined, IntervalSeconds: interval, Visibility: visibility },
      {
        onSuccess: (source) => {
          setUrl("");
          setName("");
          setAdded(`Added “${source.Name}”. Fetching it now…`);
          fetchNow.mutate(source.Id, {
            onSuccess: (r) =>
              setAdded(
                r.Error
                  ? `Added “${source.Name}”, but its first fetch failed: ${r.Error}`
                  : `Added “${source.Name}”: ${r.Imported} new document${r.Imported === 1 ? "" : "s"}.`,
              ),
          });
        },
        onError: (error) => setErrors(isApiError(error) ? fieldErrors({}, error.message) : { form: String(error) }),
      },
    );
  };

  return (
    <Card padding="lg">
      <h2>Add a feed</h2>
      <form className={styles.form} onSubmit={submit} aria-label="Add a feed" noValidate>
        <TextField
          label="Feed URL (RSS or Atom)"
          type="url"
          inputMode="url"
          placeholder="https://news.example/rss.xml"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.Url}
          required
          maxLength={2000}
        />
        <TextField
          label="Name (optional)"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.Name}
          maxLength={200}
        />
        <ScheduleFields
          interval={interval}
          onInterval={setInterval}
          visibility={visibility}
          onVisibility={setVisibility}
          privateLabel="Only me (and admins)"
        />
        <Button type="submit" pending={create.isPending || fetchNow.isPending}>
          Add feed
        </Button>
      </form>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      {added && (
        <p role="status" className={styles.notice}>
          {added}
        </p>
      )}
    </Card>
  );
}
