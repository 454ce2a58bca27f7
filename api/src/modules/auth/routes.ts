// HTTP for sign-in (spec §7 Auth): public calls, then the ones that need a signed-in person.
import {
  type AuthUser,
  ChangePasswordBody,
  ERRORS,
  ForgotPasswordBody,
  LoginBody,
  LoginResultSchema,
  LogoutBody,
  OkMessageSchema,
  okOf,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  SUCCESS,
  UpdateProfileBody,
  UserAnswerSchema,
  VerifyResultSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { actorOf, authenticate, callerOf, SIGNED_IN } from '../../plugins/auth';
import { attemptLimit, perIpLimit } from './limits';
import { resetPasswordMail } from './mails';
import {
  changePassword,
  currentUser,
  login,
  refresh,
  register,
  resetPassword,
  startPasswordReset,
  updateProfile,
} from './service';
import { endSession } from './sessions';

type Body<S extends v.GenericSchema> = { Body: v.InferOutput<S> };

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance) {
  const { config, database } = app;
  const deps = {
    db: database.db,
    refreshTtlDays: config.refreshTokenTtlDays,
    signAccessToken: (u: AuthUser, ver: number, sid: string) =>
      app.jwt.sign({ sub: u.id, org: u.orgId, role: u.role, name: u.name, ver, sid }),
  };
  const limits = config.rateLimits;
  // A practice's staff share one office IP: a sign-in that succeeds gives its attempt back, so
  // only failures use up the limit.
  const loginAttempt = attemptLimit(app, 'login', limits.loginPerMinute, ERRORS.tooManyLogins);
  const resetRequest = attemptLimit(app, 'forgot', limits.forgotPerMinute, ERRORS.tooManyResets);
  const perIp = perIpLimit(limits.authPerMinute);
  // Reset mails go out after the answer, so it takes as long whether or not the address has an
  // account.
  const mailResetLink = (reply: FastifyReply, email: string) =>
    app.inBackground(reply, 'password reset mail', async () => {
      const reset = await startPasswordReset(database.db, email);
      if (!reset) return;
      const link = `${config.appUrl}/reset-password#token=${reset.token}`;
      await app.mailer.send({ to: reset.user.email, ...resetPasswordMail(reset.user.name, link) });
    });

  app.post<Body<typeof LoginBody>>(
    '/auth/login',
    { schema: { tags, body: LoginBody, response: { 200: okOf(LoginResultSchema) } } },
    async (request) => {
      const { email, password, rememberMe } = request.body;
      const refund = await loginAttempt(request);
      const data = await login(deps, email, password, rememberMe ?? false, request.ip);
      await refund();
      return { success: true, data, message: SUCCESS.login };
    },
  );

  app.post<Body<typeof RegisterBody>>(
    '/auth/register',
    // Open to a new practice; an Admin adding a person sends their token.
    {
      schema: {
        tags,
        body: RegisterBody,
        security: [{}, ...SIGNED_IN],
        response: { 201: okOf(UserAnswerSchema) },
      },
      config: perIp,
    },
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
    {
      schema: { tags, body: RefreshBody, response: { 200: okOf(LoginResultSchema) } },
      config: perIpLimit(limits.refreshPerMinute),
    },
    async (request) => ({
      success: true,
      data: await refresh(deps, request.body.refreshToken),
    }),
  );

  app.post<Body<typeof LogoutBody>>(
    '/auth/logout',
    { schema: { tags, body: LogoutBody, response: { 200: OkMessageSchema } } },
    async (request) => {
      if (request.body.refreshToken) await endSession(database.db, request.body.refreshToken);
      return { success: true, data: null, message: SUCCESS.logout };
    },
  );

  app.post<Body<typeof ForgotPasswordBody>>(
    '/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordBody, response: { 200: OkMessageSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      // Every request counts here: each one may send a mail.
      await resetRequest(request);
      mailResetLink(reply, email);
      // The same answer, in the same time, whether or not the address has an account.
      return { success: true, data: null, message: SUCCESS.forgot };
    },
  );

  app.post<Body<typeof ResetPasswordBody>>(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: OkMessageSchema } }, config: perIp },
    async (request) => {
      await resetPassword(database.db, request.body.token, request.body.newPassword, request.ip);
      return { success: true, data: null, message: SUCCESS.reset };
    },
  );

  app.get(
    '/auth/verify',
    { schema: { tags, response: { 200: okOf(VerifyResultSchema) } }, onRequest: authenticate },
    async (request) => ({
      success: true,
      data: { valid: true, user: await currentUser(database.db, callerOf(request)) },
    }),
  );

  app.put<Body<typeof UpdateProfileBody>>(
    '/auth/profile',
    {
      schema: { tags, body: UpdateProfileBody, response: { 200: okOf(UserAnswerSchema) } },
      onRequest: authenticate,
    },
    async (request) => ({
      success: true,
      data: { user: await updateProfile(database.db, callerOf(request), request.body, actorOf(request)) },
      message: SUCCESS.profileUpdated,
    }),
  );

  for (const path of ['/auth/change-password', '/users/change-password']) {
    app.post<Body<typeof ChangePasswordBody>>(
      path,
      {
        schema: { tags, body: ChangePasswordBody, response: { 200: okOf(LoginResultSchema) } },
        onRequest: authenticate,
        config: perIp,
      },
      async (request) => {
        const data = await changePassword(deps, callerOf(request), request.body, actorOf(request));
        return { success: true, data, message: SUCCESS.passwordUpdated };
      },
    );
  }
}
