import { answersIn } from '../../../api/answer';

/**
 * The catalogue's answer schemas, named without importing them: the storefront's first load
 * carries neither zod nor the schemas (api/answer.ts).
 */
export const catalogueAnswer = answersIn(() => import('@zina/shared/schemas/catalogue'));
