"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useChangePassword } from "@/lib/client/api/use-api-keys";
import styles from "./account.module.css";

/** Change the password (the current one is required); other sessions end, this one stays. */
export function PasswordSection() {
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const mismatch = repeat !== "" && next !== repeat;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { current, next },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          setRepeat("");
        },
      },
    );
  };
  return (
    <Card>
      <section className={styles.section} aria-labelledby="password">
        <h2 id="password">Password</h2>
        <p className={styles.muted}>Changing it signs you out everywhere else.</p>
        <form className={styles.form} onSubmit={submit} aria-label="Change password">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            hint="At least 8 characters"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            value={repeat}
            error={mismatch ? "The two new passwords differ" : undefined}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <div>
            <Button type="submit" disabled={!current || next.length < 8 || next !== repeat || change.isPending}>
              Change password
            </Button>
          </div>
        </form>
        {change.isSuccess && <p role="status">Your password was changed.</p>}
        {change.error && (
          <p className={styles.error} role="alert">
            {change.error.message}
          </p>
        )}
      </section>
    </Card>
  );
}
