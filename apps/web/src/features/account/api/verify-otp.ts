import type { VerifyOtp } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

/** What the code step answers (`OtpVerifiedSchema`). */
export interface OtpVerified {
  email: string;
}

/** PUT /api/user/verify-forgot-password-otp. */
export const verifyOtp = (payload: VerifyOtp) =>
  api.put<OtpVerified>('/api/user/verify-forgot-password-otp', payload, { noRefresh: true });
