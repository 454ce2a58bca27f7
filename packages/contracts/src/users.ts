// Requests and answers of user management (spec §7 Users) and invitation acceptance.
import * as v from 'valibot';
import { StrongPassword } from './auth';
import { Email } from './common';
import { LIMITS } from './limits';
import { VALIDATION } from './messages';
import { MembershipNumber } from './registers/membership';
import { ROLES, USER_STATUSES } from './roles';

export const USER_MESSAGES = {
  lastAdmin: 'A practice needs at least one active Admin',
  notYourself: 'You cannot remove your own account',
  notInvited: 'This person has already accepted their invitation',
  deactivated: 'This person owns work, so they were deactivated instead of deleted',
  invited: (email: string) => `Invitation sent to ${email}`,
} as const;

export const InviteBody = v.object({
  email: Email,
  role: v.optional(v.picklist(ROLES), 'TEAM_MEMBER'),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
});
export type InviteBody = v.InferOutput<typeof InviteBody>;

/** The Add New User form: name and e-mail required; the person sets their password on accepting. */
export const CreateUserBody = v.object({
  name: v.pipe(
    v.string(VALIDATION.userNameRequired),
    v.trim(),
    v.minLength(1, VALIDATION.userNameRequired),
    v.maxLength(120),
  ),
  email: Email,
  role: v.optional(v.picklist(ROLES), 'TEAM_MEMBER'),
});

export const UpdateUserBody = v.object({
  name: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, VALIDATION.userNameRequired), v.maxLength(120)),
  ),
  role: v.optional(v.picklist(ROLES)),
  status: v.optional(v.picklist(['Active', 'Inactive'])),
  membershipNumber: v.optional(MembershipNumber),
});
export type UpdateUserBody = v.InferOutput<typeof UpdateUserBody>;

export const AcceptInviteBody = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(LIMITS.nameMin, VALIDATION.nameMin), v.maxLength(120)),
  password: StrongPassword,
});

export const UserRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.picklist(USER_STATUSES),
  membershipNumber: v.nullable(v.string()),
  createdAt: v.string(),
});
export type UserRow = v.InferOutput<typeof UserRowSchema>;
export const UsersAnswerSchema = v.object({ users: v.array(UserRowSchema) });
export const UserRowAnswerSchema = v.object({ user: UserRowSchema });
export const UserRemovedSchema = v.object({ deleted: v.boolean() });

/** Who an invitation is for, before it is accepted. */
export const InvitationSchema = v.object({ email: v.string(), name: v.string(), orgName: v.string() });

/** GET /people: a person of the practice, as pickers offer them. */
export const PersonOptionSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  /** 'Invited' until the invitation is accepted: a client's default assignee must be 'Active'. */
  status: v.picklist(USER_STATUSES),
  /** ICAI membership number: who can sign a document in the UDIN register. */
  membershipNumber: v.nullable(v.string()),
});
export type PersonOption = v.InferOutput<typeof PersonOptionSchema>;
export const PeopleAnswerSchema = v.object({ people: v.array(PersonOptionSchema) });
