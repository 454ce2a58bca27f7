// The sign-in calls of spec §7, typed.
import type {
  AuthUser,
  LoginBody,
  LoginResult,
  Ok,
  RegisterBody,
  UpdateProfileBody,
  VerifyResult,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { api, send } from '../api-client';

export const authApi = {
  login: (body: InferInput<typeof LoginBody>) =>
    api.post('auth/login', { json: body }).json<Ok<LoginResult>>(),
  register: (body: InferInput<typeof RegisterBody>) =>
    api.post('auth/register', { json: body }).json<Ok<{ user: AuthUser }>>(),
  verify: () => api.get('auth/verify').json<Ok<VerifyResult>>(),
  logout: (refreshToken: string | null) =>
    api.post('auth/logout', { json: { refreshToken: refreshToken ?? undefined } }),
  forgotPassword: (email: string) => send<null>('post', 'auth/forgot-password', { email }),
  resetPassword: (token: string, newPassword: string) =>
    send<null>('post', 'auth/reset-password', { token, newPassword }),
  updateProfile: (body: InferInput<typeof UpdateProfileBody>) =>
    send<{ user: AuthUser }>('put', 'auth/profile', body),
  /** Answers with a fresh session: the change ends every other one, and the old tokens with it. */
  changePassword: (currentPassword: string, newPassword: string, rememberMe: boolean) =>
    send<LoginResult>('post', 'auth/change-password', { currentPassword, newPassword, rememberMe }),
};
