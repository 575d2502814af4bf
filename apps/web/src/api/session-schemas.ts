import { apiResponse } from '@zina/shared/api-response';
import { PublicUserSchema, RefreshedSchema } from '@zina/shared/schemas/user';

export { MessageResponseSchema } from '@zina/shared/schemas/catalogue';

/**
 * The answers of the session's calls, which every page makes at start: imported only to check an
 * answer outside production builds (answer.ts), so zod stays out of the first load.
 */
export const RefreshedAnswerSchema = apiResponse(RefreshedSchema);
export const UserAnswerSchema = apiResponse(PublicUserSchema);
