import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as fr from '@zxcvbn-ts/language-fr';
import type { PasswordEstimate } from './password-estimate';

/**
 * zxcvbn with the common and French dictionaries, feedback in French. Large (the dictionaries):
 * the server imports it once; the web loads it only through `loadPasswordEstimator()`.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...fr.dictionary },
  graphs: common.adjacencyGraphs,
  translations: fr.translations,
});

export function estimatePassword(password: string): PasswordEstimate {
  const { score, feedback } = zxcvbn.check(password);
  return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
}
