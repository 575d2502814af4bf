/**
 * The API answers the server embedded in the page it sent (apps/api/src/lib/spa.ts: a
 * `<script type="application/json" id="page-answers">`), so that the first page renders without
 * waiting for its calls. Each answer serves one call, the first: later ones ask the server.
 */
let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById('page-answers');
  try {
    return new Map(Object.entries(JSON.parse(text?.textContent ?? '{}') as object));
  } catch {
    return new Map();
  }
}

export function takePageAnswer(key: string): unknown {
  answers ??= read();
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Test code only: forgets the answers read, so the next call reads the page again. */
export function forgetPageAnswers(): void {
  answers = null;
}
