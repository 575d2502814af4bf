import { loggerOptions } from '../../src/lib/logging';

/** The production logger options at the most talkative level, writing into `lines`. */
export function capturedLog() {
  const lines: string[] = [];
  return {
    lines,
    logger: loggerOptions({
      level: 'trace',
      stream: { write: (line: string) => lines.push(line) },
    }),
    /** The secrets that appear anywhere in the log. */
    leaked: (secrets: Iterable<string>) => {
      const text = lines.join('');
      return [...secrets].filter((secret) => secret && text.includes(secret));
    },
  };
}
