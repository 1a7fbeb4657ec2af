"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { isApiError } from "@/lib/client/api/api-fetch";
import { ZONE_LABEL, ZONES, type TZone } from "@/lib/client/api/mypage-types";
import { useWidgetKind } from "@/lib/client/api/use-mypage";
import { useSaveWidget } from "@/lib/client/api/use-widget-mutations";
import { KIND_SPECS, type TKindSpec } from "@/lib/client/ui/widget-settings";
import { KindPreview } from "./kind-preview";
import styles from "./mypage.module.css";

function KindCard({ spec, onAdd, pending }: { spec: TKindSpec; onAdd: () => void; pending: boolean }) {
  // The server's own description (/Widget/{key}); a 403 means the operator has not enabled this kind.
  const info = useWidgetKind(spec.key);
  const disabled = isApiError(info.error, 403) || info.data?.Available === false;
  return (
    <li className={styles.kindCard} data-testid="kind-card" data-key={spec.key}>
      <KindPreview kind={spec.key} />
      <div className={styles.kindText}>
        <h3 className={styles.kindTitle}>{spec.title}</h3>
        <p className={styles.muted}>{info.data?.Description ?? spec.galleryDescription}</p>
        {disabled && <p className={styles.muted}>Not enabled on this server.</p>}
      </div>
      <Button size="sm" onClick={onAdd} disabled={disabled} pending={pending} aria-label={`Add ${spec.title}`}>
        Add
      </Button>
    </li>
  );
}

/** The widget kinds with a preview and description; Add puts the widget at the top of the chosen zone. */
export function WidgetGallery({ tabId, open, onClose }: { tabId: string; open: boolean; onClose: () => void }) {
  const [zone, setZone] = useState<TZone>("LeftZone");
  const [adding, setAdding] = useState<string>();
  const save = useSaveWidget(tabId);
  return (
    <Dialog open={open} title="Add a widget" onClose={onClose}>
      <div className={styles.form}>
        <label className={styles.fieldLabel}>
          Zone
          <select className={styles.select} value={zone} onChange={(e) => setZone(e.target.value as TZone)}>
            {ZONES.map((z) => (
              <option key={z} value={z}>
                {ZONE_LABEL[z]}
              </option>
            ))}
          </select>
        </label>
        {save.error && (
          <p className={styles.fieldError} role="alert">
            {save.error.message}
          </p>
        )}
        <ul className={styles.gallery}>
          {KIND_SPECS.map((spec) => (
            <KindCard
              key={spec.key}
              spec={spec}
              pending={adding === spec.key && save.isPending}
              onAdd={() => {
                setAdding(spec.key);
                save.mutate(
                  { widget: { Key: spec.key, Title: spec.title, WidgetGroup: zone, OrderNo: 0 } },
                  { onSuccess: onClose },
                );
              }}
            />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
