import { useSession } from '../lib/session-store';
import { createApiClient } from './client';
import { pageAnswerKey } from '@zina/shared/page-answer-key';
import { takePageAnswer } from './page-answers';

/**
 * The app's client: same origin unless VITE_API_URL says otherwise. Every call names the shared
 * schema of its answer, `api.get(Schema, path, opts)`: there is no unchecked form (client.ts).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  onSessionEnded: () => useSession.getState().reset(),
  pageAnswer: (method, path, body) => takePageAnswer(pageAnswerKey(method, path, body)),
});
