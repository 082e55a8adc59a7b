// Percentiles, the hash used to compare engines' answers, and plain-text tables.

/** Latency percentiles (milliseconds) over one workload's samples. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarize(samples: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

/** 32-bit FNV-1a of a string, as 8 hex digits: a short fingerprint of an answer. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Milliseconds with precision that suits their size. */
export function ms(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  if (value < 1) return value.toFixed(3);
  if (value < 10) return value.toFixed(2);
  if (value < 100) return value.toFixed(1);
  return Math.round(value).toLocaleString('en-AU');
}

export function int(value: number | undefined): string {
  return value === undefined || Number.isNaN(value)
    ? '–'
    : Math.round(value).toLocaleString('en-AU');
}

/** A left-aligned first column and right-aligned others, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, c) =>
    Math.max(cell.length, ...rows.map((row) => (row[c] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, c) =>
        c === 0 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
