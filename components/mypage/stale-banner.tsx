"use client";

import { Button } from "@/components/ui/button";
import styles from "./mypage.module.css";

/** Someone else changed the tab (islatestversion said "stale"): offer to load their version. */
export function StaleBanner({ onReload, pending }: { onReload: () => void; pending: boolean }) {
  return (
    <div className={styles.banner} role="status" data-testid="stale-banner">
      <span>This tab was changed elsewhere. Reload to see the latest version.</span>
      <Button size="sm" onClick={onReload} pending={pending}>
        Reload
      </Button>
    </div>
  );
}
