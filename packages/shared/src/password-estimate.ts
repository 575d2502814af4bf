/** What the estimator (zxcvbn, password-estimator.ts) says: a score from 0 to 4, French feedback. */
export interface PasswordEstimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}
export type PasswordEstimator = (password: string) => PasswordEstimate;
