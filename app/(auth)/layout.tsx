import type { ReactNode } from "react";
import styles from "./auth-layout.module.css";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <p>Accounts are managed by your administrator.</p>
      </footer>
    </div>
  );
}
