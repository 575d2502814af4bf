import type { z } from 'zod';

/**
 * The shared schema of an answer (packages/shared), or a function that imports it. The storefront's
 * first-load calls name theirs through an import (`answersIn`), so that neither zod nor the schemas
 * are in the first load; the check below needs the schema outside production builds only.
 */
export type AnswerSchema<S extends z.ZodType = z.ZodType> = S | (() => Promise<S>);

/**
 * A body typed by the shared schema of its answer, never by a local re-declaration. Outside
 * production builds it is also checked against that schema, so a drift between the contract and a
 * test server (or the API) fails loudly in tests and development; production builds never load it.
 */
export async function answerOf<S extends z.ZodType>(
  schema: AnswerSchema<S>,
  body: unknown,
): Promise<z.infer<S>> {
  if (import.meta.env.PROD) return body as z.infer<S>;
  const checked = typeof schema === 'function' ? await schema() : schema;
  return checked.parse(body);
}

/** The names of a module's exports that are zod schemas. */
type SchemaNames<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M];

/**
 * Names the answers of one module of schemas without importing it:
 * `const catalogueAnswer = answersIn(() => import('@zina/shared/schemas/catalogue'))`, then
 * `api.get(catalogueAnswer('CategoryListResponseSchema'), path)`.
 */
export const answersIn =
  <M>(load: () => Promise<M>) =>
  <K extends SchemaNames<M>>(name: K) =>
  (): Promise<M[K] & z.ZodType> =>
    load().then((module) => module[name] as M[K] & z.ZodType);
