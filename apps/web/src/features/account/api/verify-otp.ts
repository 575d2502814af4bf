import { apiResponse } from '@zina/shared/api-response';
import { OtpVerifiedSchema, type VerifyOtp } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

const OtpVerifiedAnswerSchema = apiResponse(OtpVerifiedSchema);

/** PUT /api/user/verify-forgot-password-otp: answers `OtpVerified` (the reset token). */
export const verifyOtp = (payload: VerifyOtp) =>
  api.put(OtpVerifiedAnswerSchema, '/api/user/verify-forgot-password-otp', payload, {
    noRefresh: true,
  });
