// HTTP for sign-in (spec §7 Auth): public calls, then the ones that need a signed-in person.
import {
  type AuthUser,
  ChangePasswordBody,
  ERRORS,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  SUCCESS,
  UpdateProfileBody,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { TooManyRequests } from '../../lib/errors';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { authenticate, callerOf } from '../../plugins/auth';
import { resetPasswordMail } from './mails';
import {
  changePassword,
  currentUser,
  login,
  refresh,
  register,
  resetPassword,
  startPasswordReset,
  updateProfileName,
} from './service';
import { endSession } from './sessions';

type Body<S extends v.GenericSchema> = { Body: v.InferOutput<S> };
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance) {
  const { config, database } = app;
  const deps = {
    db: database.db,
    refreshTtlDays: config.refreshTokenTtlDays,
    signAccessToken: (u: AuthUser) => app.jwt.sign({ sub: u.id, org: u.orgId, role: u.role, name: u.name }),
  };
  const loginLimit = createRateLimiter(config.rateLimits.loginPerMinute);
  const forgotLimit = createRateLimiter(config.rateLimits.forgotPerMinute);
  // Both counters move on every attempt: one address cannot be guessed from many IPs, nor many
  // addresses from one IP. A sign-in that succeeds gives its attempts back, so only failures use
  // up the limit (a practice's staff share one office IP).
  const attempt = (limiter: RateLimiter, request: FastifyRequest, email: string, message: string) => {
    const byIp = limiter.attempt(`ip:${request.ip}`);
    const byEmail = limiter.attempt(`email:${email}`);
    if (!byIp || !byEmail) throw new TooManyRequests(message);
    return () => {
      byIp();
      byEmail();
    };
  };

  app.post<Body<typeof LoginBody>>('/auth/login', { schema: { tags, body: LoginBody } }, async (request) => {
    const { email, password, rememberMe } = request.body;
    const refund = attempt(loginLimit, request, email, ERRORS.tooManyLogins);
    const data = await login(deps, email, password, rememberMe ?? false);
    refund();
    return { success: true, data, message: SUCCESS.login };
  });

  app.post<Body<typeof RegisterBody>>(
    '/auth/register',
    { schema: { tags, body: RegisterBody } },
    async (request, reply) => {
      // A bearer token makes this an Admin adding a person to their practice.
      let by = null;
      if (request.headers.authorization) {
        await authenticate(request);
        by = callerOf(request);
      }
      const user = await register(deps, request.body, by);
      return reply.status(201).send({
        success: true,
        data: { user },
        message: by ? SUCCESS.userCreated : SUCCESS.register,
      });
    },
  );

  app.post<Body<typeof RefreshBody>>(
    '/auth/refresh-token',
    { schema: { tags, body: RefreshBody } },
    async (request) => ({
      success: true,
      data: await refresh(deps, request.body.refreshToken),
    }),
  );

  app.post<Body<typeof LogoutBody>>(
    '/auth/logout',
    { schema: { tags, body: LogoutBody } },
    async (request) => {
      if (request.body.refreshToken) await endSession(database.db, request.body.refreshToken);
      return { success: true, data: null, message: SUCCESS.logout };
    },
  );

  app.post<Body<typeof ForgotPasswordBody>>(
    '/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordBody } },
    async (request) => {
      const { email } = request.body;
      // Every request counts here: each one may send a mail.
      attempt(forgotLimit, request, email, ERRORS.tooManyResets);
      const reset = await startPasswordReset(database.db, email);
      if (reset) {
        const link = `${config.appUrl}/reset-password/${reset.token}`;
        await app.mailer.send({ to: reset.user.email, ...resetPasswordMail(reset.user.name, link) });
      }
      // The same answer whether or not the address has an account.
      return { success: true, data: null, message: SUCCESS.forgot };
    },
  );

  app.post<Body<typeof ResetPasswordBody>>(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordBody } },
    async (request) => {
      await resetPassword(database.db, request.body.token, request.body.newPassword);
      return { success: true, data: null, message: SUCCESS.reset };
    },
  );

  app.get('/auth/verify', { schema: { tags }, onRequest: authenticate }, async (request) => ({
    success: true,
    data: { valid: true, user: await currentUser(database.db, callerOf(request)) },
  }));

  app.put<Body<typeof UpdateProfileBody>>(
    '/auth/profile',
    { schema: { tags, body: UpdateProfileBody }, onRequest: authenticate },
    async (request) => ({
      success: true,
      data: { user: await updateProfileName(database.db, callerOf(request), request.body.name) },
      message: SUCCESS.profileUpdated,
    }),
  );

  for (const path of ['/auth/change-password', '/users/change-password']) {
    app.post<Body<typeof ChangePasswordBody>>(
      path,
      { schema: { tags, body: ChangePasswordBody }, onRequest: authenticate },
      async (request) => {
        await changePassword(
          database.db,
          callerOf(request),
          request.body.currentPassword,
          request.body.newPassword,
        );
        return { success: true, data: null, message: SUCCESS.passwordUpdated };
      },
    );
  }
}
