// Roles of a practice's people and who may open which part of the product.
export const ROLES = ['ADMIN', 'TEAM_LEADER', 'TEAM_MEMBER'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that lead work: they see their team's tasks, invoice, approve days, manage registers. */
export const LEADER_ROLES = ['ADMIN', 'TEAM_LEADER'] as const satisfies readonly Role[];
export const isLeaderRole = (role: string | null | undefined): boolean =>
  (LEADER_ROLES as readonly string[]).includes(role ?? '');

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  TEAM_LEADER: 'Team Leader',
  TEAM_MEMBER: 'Team Member',
};

export const USER_STATUSES = ['Active', 'Inactive', 'Invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Roles allowed on each protected area; the web route guard and the API both read this. */
export const AREA_ROLES = {
  myTasks: ROLES,
  teamTasks: LEADER_ROLES,
  allTasks: ['ADMIN'],
  invoicing: LEADER_ROLES,
  reports: ROLES,
  configurations: ['ADMIN'],
  /** The compliance calendar; a Team Member's answers hold only their own items. */
  compliance: ROLES,
  /** The UDIN and DSC registers; a member sees the UDINs they signed or registered. */
  registers: ROLES,
  /** The leaders' queue of submitted days (End Day approval). */
  dayApprovals: LEADER_ROLES,
  /** A person's week of time; a Team Leader opens their team's too, an Admin anyone's. */
  timesheet: ROLES,
  /** Capacity by person and week: a Team Member sees only themselves, a leader their team. */
  workload: ROLES,
  /** The leaders' triage queues (a member narrows their own list by the same queues' chips). */
  triage: LEADER_ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof AREA_ROLES;

export function canOpen(role: Role, area: Area): boolean {
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}
