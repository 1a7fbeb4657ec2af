/** One import of the scale benchmark: items `from`–`to` of the replicated stream. */
export type TScaleStep = {
  from: number;
  to: number;
  /** Imported again after a run was cut off inside it: part of it was already stored. */
  resumed?: true;
  read: number;
  imported: number;
  duplicates: number;
  rejected: number;
  seconds: number;
  stageSeconds: Record<string, number>;
  documents: number;
  databaseMB: number;
  loadAverage: number[];
  at: string;
};

export type TScaleReport = {
  note: string;
  shiftDays: number;
  step: number;
  sizes: number[];
  steps: TScaleStep[];
  searches: unknown[];
  peakRssMB: number;
  inProgress?: { from: number; to: number };
};

export type TScaleRange = {
  range: string;
  finished: boolean;
  read: number;
  seconds: number;
  docsPerSecond: number;
  stageSeconds: Record<string, number>;
  resumedStepsLeftOut: number;
  documents: number;
  databaseMB: number;
  gbPerMillionDocuments: number;
};

/**
 * The steps summed into the ranges that end at each size: documents/s is items read over seconds of the
 * steps that ran whole (a resumed step is left out), size figures are those after the range's last step.
 */
export function scaleRanges(report: Pick<TScaleReport, "sizes" | "steps">): TScaleRange[] {
  const ranges: TScaleRange[] = [];
  let start = 0;
  for (const size of [...report.sizes].sort((a, b) => a - b)) {
    const steps = report.steps.filter((s) => s.from >= start && s.to <= size);
    if (steps.length === 0) break;
    const whole = steps.filter((s) => !s.resumed);
    const sum = (f: (s: TScaleStep) => number) => whole.reduce((t, s) => t + f(s), 0);
    const seconds = sum((s) => s.seconds);
    const stages = [...new Set(whole.flatMap((s) => Object.keys(s.stageSeconds)))];
    const last = steps.at(-1)!;
    ranges.push({
      range: `${start}–${size}`,
      finished: last.to === size,
      read: sum((s) => s.read),
      seconds: Math.round(seconds),
      docsPerSecond: seconds > 0 ? Math.round(sum((s) => s.read) / seconds) : 0,
      stageSeconds: Object.fromEntries(stages.map((k) => [k, Math.round(sum((s) => s.stageSeconds[k] ?? 0))])),
      resumedStepsLeftOut: steps.length - whole.length,
      documents: last.documents,
      databaseMB: last.databaseMB,
      gbPerMillionDocuments: Math.round((last.databaseMB / 1024 / last.documents) * 1e7) / 10,
    });
    start = size;
  }
  return ranges;
}
