/** Small statistics for benchmark rounds: medians of several short rounds resist a noisy shared machine. */

/** The median of the samples (mean of the two middle values for an even count); throws on no samples. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError("median of no samples");
  for (const sample of samples) {
    if (!Number.isFinite(sample)) throw new RangeError(`median: sample is not a finite number: ${sample}`);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** median(subject) ÷ median(baseline): the figure of a subject against a baseline measured in the same run. */
export function ratioOfMedians(subject: readonly number[], baseline: readonly number[]): number {
  const base = median(baseline);
  if (base <= 0) throw new RangeError(`baseline median must be positive, got ${base}`);
  return median(subject) / base;
}

/** Rounds a figure to `digits` decimals for the report (keeps it readable, drops float noise). */
export function roundFigure(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
