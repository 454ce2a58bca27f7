// The sign-in calls of spec §7, typed.
import type { AuthUser, LoginResult, Ok, Role, VerifyResult } from '@practice-desk/contracts';
import { api, send } from '../api-client';

export const authApi = {
  login: (body: { email: string; password: string; rememberMe: boolean }) =>
    api.post('auth/login', { json: body }).json<Ok<LoginResult>>(),
  register: (body: {
    name: string;
    email: string;
    password: string;
    confirmPassword: string;
    role?: Role;
    practiceName?: string;
  }) => api.post('auth/register', { json: body }).json<Ok<{ user: AuthUser }>>(),
  verify: () => api.get('auth/verify').json<Ok<VerifyResult>>(),
  logout: (refreshToken: string | null) =>
    api.post('auth/logout', { json: { refreshToken: refreshToken ?? undefined } }),
  forgotPassword: (email: string) => send<null>('post', 'auth/forgot-password', { email }),
  resetPassword: (token: string, newPassword: string) =>
    send<null>('post', 'auth/reset-password', { token, newPassword }),
  updateProfile: (body: { name: string; membershipNumber?: string | null }) =>
    send<{ user: AuthUser }>('put', 'auth/profile', body),
  /** Answers with a fresh session: the change ends every other one, and the old tokens with it. */
  changePassword: (currentPassword: string, newPassword: string, rememberMe: boolean) =>
    send<LoginResult>('post', 'auth/change-password', { currentPassword, newPassword, rememberMe }),
};
