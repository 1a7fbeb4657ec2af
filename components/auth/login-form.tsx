"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { BrandMark, PRODUCT_NAME } from "@/components/shell/brand";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { ApiRequestError } from "@/lib/client/api/api-fetch";
import { useLogin } from "@/lib/client/api/use-login";
import { useLoginStatus } from "@/lib/client/api/use-login-status";
import styles from "./login-form.module.css";
import { useCountdown } from "./use-countdown";

export const WRONG_CREDENTIALS = "User name or password is wrong";

function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return `Could not sign in: ${error.message}`;
  return "The service could not be reached. Check your connection and try again.";
}

/** `next` is an already-checked same-site path (see safeNextPath). */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const status = useLoginStatus();
  const login = useLogin();
  const [remaining, startCountdown] = useCountdown();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [wrong, setWrong] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const signedIn = status.data?.Status === "authenticated";
  useEffect(() => {
    if (signedIn) router.replace(next);
  }, [signedIn, next, router]);

  const succeeded = login.data?.Status === "Success";
  const waiting = remaining > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (waiting || login.isPending || succeeded) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          if (result.Status === "Success") {
            router.replace(next);
            return;
          }
          setWrong(true);
          setPassword("");
          startCountdown(result.NextLoginDelayInSeconds);
          passwordRef.current?.focus();
        },
        onError: () => setWrong(false),
      },
    );
  }

  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="login-title">
      <header className={styles.header}>
        <BrandMark size={40} />
        <p className={styles.product}>{PRODUCT_NAME}</p>
        <h1 id="login-title" className={styles.title}>
          Sign in
        </h1>
        <p className={styles.subtitle}>Search the news, follow entities and stories, and keep your work in projects.</p>
      </header>

      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          label="User name"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={256}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />

        {wrong && (
          <div className={styles.problem} data-testid="login-error">
            <p role="alert" className={styles.problemText}>
              {WRONG_CREDENTIALS}
            </p>
          </div>
        )}
        {login.isError && (
          <div className={styles.problem}>
            <p role="alert" className={styles.problemText}>
              {describeFailure(login.error)}
            </p>
          </div>
        )}
        <p className={styles.countdown} aria-live="polite" data-testid="login-countdown">
          {waiting ? `You can try again in ${remaining} s` : ""}
        </p>

        <Button type="submit" fullWidth pending={login.isPending || succeeded} disabled={waiting}>
          {login.isPending || succeeded ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </Card>
  );
}
