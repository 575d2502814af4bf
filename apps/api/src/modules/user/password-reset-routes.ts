import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  ForgotPasswordSchema,
  OtpVerifiedSchema,
  ResetPasswordSchema,
  VerifyOtpSchema,
} from '@zina/shared/schemas/user';
import { limitKey } from '../../lib/rate-limit/limit-key';
import { passwordResetService, RESET_MSG } from './password-reset';

const Message = apiResponse(z.undefined().optional());

export async function passwordResetRoutes(app: FastifyInstance) {
  const reset = passwordResetService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per IP (AUTH_RATE_LIMIT_MAX, 20 by default: a whole mobile network may share one address);
  // per e-mail address in the service. Sending mail costs more, so it gets half.
  const max = app.deps.config.authRateLimitMax;
  const perIp = (n: number) => ({ rateLimit: { max: n, timeWindow: '1 minute' } });

  r.put(
    '/api/user/forgot-password',
    {
      config: { access: 'public', ...perIp(Math.ceil(max / 2)) },
      schema: { body: ForgotPasswordSchema, response: { 200: Message } },
    },
    async (request) => {
      await reset.requestCode(request.body.email, limitKey(request.ip));
      await app.mailQueuedForAnswer();
      return { success: true, error: false, message: RESET_MSG.sent };
    },
  );

  r.put(
    '/api/user/verify-forgot-password-otp',
    {
      config: { access: 'public', ...perIp(max) },
      schema: { body: VerifyOtpSchema, response: { 200: apiResponse(OtpVerifiedSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: RESET_MSG.verified,
      data: await reset.verifyCode(request.body.email, request.body.otp, limitKey(request.ip)),
    }),
  );

  r.put(
    '/api/user/reset-password',
    {
      config: { access: 'public', ...perIp(max) },
      schema: { body: ResetPasswordSchema, response: { 200: Message } },
    },
    async (request) => {
      await reset.resetPassword(request.body);
      return { success: true, error: false, message: RESET_MSG.done };
    },
  );
}
