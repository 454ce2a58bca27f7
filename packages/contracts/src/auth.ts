// Requests and answers of sign-in, registration, password reset, tokens and profile.
import * as v from 'valibot';
import { Email } from './common';
import { LIMITS } from './limits';
import { VALIDATION } from './messages';
import { MembershipNumber } from './registers/membership';
import { ROLES, type Role, USER_STATUSES } from './roles';

/** The password strength rules of registration and reset, each with its own message. */
export const StrongPassword = v.pipe(
  v.string(),
  v.minLength(LIMITS.passwordMin, VALIDATION.passwordMin),
  v.regex(/[A-Z]/, VALIDATION.passwordUpper),
  v.regex(/[a-z]/, VALIDATION.passwordLower),
  v.regex(/[0-9]/, VALIDATION.passwordNumber),
  v.regex(/[^A-Za-z0-9]/, VALIDATION.passwordSpecial),
);

export const LoginBody = v.object({
  email: Email,
  password: v.pipe(v.string(VALIDATION.passwordRequired), v.minLength(1, VALIDATION.passwordRequired)),
  rememberMe: v.optional(v.boolean()),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

export const RegisterBody = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(LIMITS.nameMin, VALIDATION.nameMin)),
    email: Email,
    password: StrongPassword,
    confirmPassword: v.string(),
    role: v.optional(v.picklist(ROLES)),
    practiceName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      VALIDATION.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

export const ForgotPasswordBody = v.object({ email: Email });

export const ResetPasswordBody = v.object({
  token: v.pipe(v.string(), v.minLength(1, 'Reset token is required')),
  newPassword: StrongPassword,
});

/** The reset form on the web adds the confirmation; the API receives token + newPassword. */
export const ResetPasswordForm = v.pipe(
  v.object({ newPassword: StrongPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      VALIDATION.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);

export const RefreshBody = v.object({ refreshToken: v.pipe(v.string(), v.minLength(1)) });
export const LogoutBody = v.object({ refreshToken: v.optional(v.string()) });

/** The profile's own settings: the name, and the opt-in to the daily compliance e-mail digest. */
export const UpdateProfileBody = v.object({
  name: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, VALIDATION.fullNameRequired), v.maxLength(120)),
  ),
  complianceDigest: v.optional(v.boolean()),
  membershipNumber: v.optional(MembershipNumber),
});
export type UpdateProfileBody = v.InferOutput<typeof UpdateProfileBody>;

export const ChangePasswordBody = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, VALIDATION.currentPasswordRequired)),
  newPassword: v.pipe(
    v.string(),
    v.minLength(1, VALIDATION.newPasswordRequired),
    v.minLength(LIMITS.passwordMin, VALIDATION.passwordMin),
  ),
  /** Whether the fresh session that replaces the current one is remembered. */
  rememberMe: v.optional(v.boolean()),
});

/** The profile's password form: the confirmation is checked in the browser only. */
export const ChangePasswordForm = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1, VALIDATION.currentPasswordRequired)),
    newPassword: v.pipe(
      v.string(),
      v.minLength(1, VALIDATION.newPasswordRequired),
      v.minLength(LIMITS.passwordMin, VALIDATION.passwordMin),
    ),
    confirmPassword: v.pipe(v.string(), v.minLength(1, VALIDATION.confirmPasswordRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      VALIDATION.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);

export const AuthUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.picklist(USER_STATUSES),
  orgId: v.string(),
  orgName: v.string(),
  /** The practice's IANA time zone: 'today' for time entries and day ends is the practice's day. */
  orgTimeZone: v.string(),
  /** Opted in to the daily e-mail of their compliance items due in the next 7 days and overdue. */
  complianceDigest: v.boolean(),
  /** ICAI membership number (6 digits), null for people who are not members. */
  membershipNumber: v.nullable(v.string()),
  createdAt: v.string(),
});
export type AuthUser = v.InferOutput<typeof AuthUserSchema>;

export const TokenPairSchema = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

export const LoginResultSchema = v.object({ ...TokenPairSchema.entries, user: AuthUserSchema });
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

export const VerifyResultSchema = v.object({ valid: v.literal(true), user: AuthUserSchema });
export type VerifyResult = v.InferOutput<typeof VerifyResultSchema>;

/** The answers that carry the signed-in person (registration, profile). */
export const UserAnswerSchema = v.object({ user: AuthUserSchema });

/** The demo accounts the login page shows; seeded by `npm start`. */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; email: string }> = [
  { role: 'ADMIN', email: 'admin@demo.test' },
  { role: 'TEAM_LEADER', email: 'leader@demo.test' },
  { role: 'TEAM_MEMBER', email: 'member@demo.test' },
];
