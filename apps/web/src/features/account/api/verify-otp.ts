import type { OtpVerified, VerifyOtp } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

/** PUT /api/user/verify-forgot-password-otp: answers `OtpVerified` (the reset token). */
export const verifyOtp = (payload: VerifyOtp) =>
  api.put<OtpVerified>('/api/user/verify-forgot-password-otp', payload, { noRefresh: true });
