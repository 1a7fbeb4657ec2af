import styles from "./brand.module.css";

export const PRODUCT_NAME = "News and Entity Intelligence";

/** The product mark: a stylised front page with a highlighted name. Decorative; the text carries the name. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="7" className={styles.tile} />
      <rect x="8" y="9" width="16" height="3" rx="1.5" className={styles.line} />
      <rect x="8" y="15" width="7" height="3" rx="1.5" className={styles.highlight} />
      <rect x="17" y="15" width="7" height="3" rx="1.5" className={styles.line} />
      <rect x="8" y="21" width="11" height="3" rx="1.5" className={styles.line} />
    </svg>
  );
}

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.brand}>
      <BrandMark size={compact ? 24 : 28} />
      <span className={[styles.name, compact && styles.compactName].filter(Boolean).join(" ")}>{PRODUCT_NAME}</span>
    </span>
  );
}
