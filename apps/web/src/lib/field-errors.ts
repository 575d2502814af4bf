// Forms that parse with zod get its generic messages in French.
import '@zina/shared/zod-fr';

/** The first message of each field from a zod error, for forms that show one line per field. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
