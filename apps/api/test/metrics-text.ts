/**
 * The sum of the samples named `name` in a Prometheus text exposition whose labels include
 * `labels` (0 when there is none).
 */
export function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

/** The acceptance check's pattern: a queue or job sample with a value. */
export const QUEUE_SAMPLE = /^[a-z_]*(queue|job)[a-z_]*\{?.*\s\d/im;
