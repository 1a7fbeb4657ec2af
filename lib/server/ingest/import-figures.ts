/** The figures an import reports while it runs and when it ends. */
export type TImportProgress = {
  done: number;
  total?: number;
  imported: number;
  duplicates: number;
  rejected: number;
  docsPerSecond: number;
  /** Rejected records by reason. */
  rejectionReasons: Record<string, number>;
};

export type TImportSummary = {
  read: number;
  imported: number;
  duplicates: number;
  rejected: number;
  duplicateReasons: Record<string, number>;
  rejections: { origin: string; reason: string }[];
  stories: { assigned: number; created: number };
  seconds: number;
  stageSeconds: { read: number; enrich: number; store: number; cluster: number };
};
