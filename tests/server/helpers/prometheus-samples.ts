/** Reading the metrics endpoint's text format (Prometheus' exposition format) in tests. */

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([label, value]) => found.get(label) === value)) sum += Number(match[3]);
  }
  return sum;
}
