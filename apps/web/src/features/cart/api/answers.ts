import { answersIn } from '../../../api/answer';

/** The cart's answer schemas, named without importing them (answer-schemas.ts). */
export const cartAnswer = answersIn(() => import('./answer-schemas'));
