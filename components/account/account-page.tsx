"use client";

import { displayName, useCurrentUser } from "@/lib/client/api/use-current-user";
import { ApiKeysSection } from "./api-keys-section";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import styles from "./account.module.css";

/** The account page (`/account`): API keys, the password and the sessions signed in. */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <div className={styles.page}>
      <header>
        <h1>Your account</h1>
        {user.data && (
          <p className={styles.muted}>
            {displayName(user.data)} · signed in as {user.data.UserName}
          </p>
        )}
      </header>
      <ApiKeysSection />
      <PasswordSection />
      <SessionsSection />
    </div>
  );
}
