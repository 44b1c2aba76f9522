import {
  COMPANY_STATUSES,
  ENGAGEMENT_STATUSES,
  type TCompanyStatus,
  type TEngagementStatus,
  type TUserStatus,
  USER_STATUSES,
} from './enums.ts';

/**
 * The state machines of users, companies and engagements (docs/lifecycle-states.md), as
 * assessment-states.ts is for assessments: from-status → action → the statuses it may lead to.
 * The server refuses anything else with 409 errors.invalidStateTransition; where an action may lead
 * to more than one status, the service picks one (e.g. a restore goes back to the status before
 * the archive) and the table says which are allowed.
 */
export type TTransitionTable<S extends string, A extends string> = Readonly<
  Record<S, Readonly<Partial<Record<A, readonly S[]>>>>
>;

/** The statuses `action` may lead to from `from` (empty when the table forbids it). */
export function transitionTargets<S extends string, A extends string>(
  table: TTransitionTable<S, A>,
  from: S,
  action: A,
): readonly S[] {
  return table[from][action] ?? [];
}

/** Whether `action` may move a record from `from` (to `to`, when given). */
export function canTransition<S extends string, A extends string>(
  table: TTransitionTable<S, A>,
  from: S,
  action: A,
  to?: S,
): boolean {
  const targets = transitionTargets(table, from, action);
  return to === undefined ? targets.length > 0 : targets.includes(to);
}

// ─── users ──────────────────────────────────────────────────────────────────────────────────────

export const USER_ACTIONS = [
  /** invite (again): an archived account, or a pending one whose invitation is sent anew */
  'invite',
  /** a provider admin sends the invitation that waited for an awaiting client */
  'accept_invitation',
  /** a provider admin refuses the waiting invitation (the person is removed) */
  'reject_invitation',
  /** a new client admin invitation replaces the pending one */
  'withdraw_invitation',
  /** the invitee registers or confirms with an existing password */
  'register',
  /** by hand, by a role change, or with the company */
  'archive',
  'restore',
  /** soft delete: archived with deleted_at; shown as removed */
  'delete',
] as const;
export type TUserAction = (typeof USER_ACTIONS)[number];

export const USER_TRANSITIONS: TTransitionTable<TUserStatus, TUserAction> = {
  awaiting_invitation: {
    invite: ['awaiting_invitation', 'invited'],
    accept_invitation: ['invited'],
    reject_invitation: ['archived'],
    withdraw_invitation: ['archived'],
    archive: ['archived'],
    delete: ['archived'],
  },
  invited: {
    invite: ['invited'],
    register: ['active'],
    withdraw_invitation: ['archived'],
    archive: ['archived'],
    delete: ['archived'],
  },
  active: {
    archive: ['archived'],
    delete: ['archived'],
  },
  archived: {
    invite: ['awaiting_invitation', 'invited'],
    /** active when the person has a password or single sign-on, else invited */
    restore: ['active', 'invited'],
    delete: ['archived'],
  },
};

// ─── companies ──────────────────────────────────────────────────────────────────────────────────

export const COMPANY_ACTIONS = [
  /** the client admin registers with the company tax number */
  'activate',
  /** by hand, or with its client */
  'archive',
  /** back to the status before the archive */
  'restore',
  /** soft delete of a company that never had engagements */
  'delete',
] as const;
export type TCompanyAction = (typeof COMPANY_ACTIONS)[number];

export const COMPANY_TRANSITIONS: TTransitionTable<TCompanyStatus, TCompanyAction> = {
  awaiting: { activate: ['active'], archive: ['archived'], delete: ['archived'] },
  active: { archive: ['archived'], delete: ['archived'] },
  archived: { restore: ['awaiting', 'active'], delete: ['archived'] },
};

// ─── engagements ────────────────────────────────────────────────────────────────────────────────

export const ENGAGEMENT_ACTIONS = [
  /** a preliminary engagement becomes a full one */
  'convert',
  /** the contract end date has passed */
  'end',
  /** by hand, or automatically some days after it ended */
  'archive',
  /** back to the status before the archive */
  'restore',
  /** soft delete (deleted_at): only while nothing on it was approved; hidden from every list afterwards */
  'delete',
  /** PUT dates: extend (only an in-date engagement) or shorten its contract; the status stays */
  'change_dates',
  /** a test engagement becomes a normal one; the status stays */
  'transform',
] as const;
export type TEngagementAction = (typeof ENGAGEMENT_ACTIONS)[number];

export const ENGAGEMENT_TRANSITIONS: TTransitionTable<TEngagementStatus, TEngagementAction> = {
  preliminary: {
    convert: ['active'],
    archive: ['archived'],
    delete: ['archived'],
    change_dates: ['preliminary'],
    transform: ['preliminary'],
  },
  active: {
    end: ['ended'],
    archive: ['archived'],
    delete: ['archived'],
    change_dates: ['active'],
    transform: ['active'],
  },
  ended: { archive: ['archived'], delete: ['archived'] },
  archived: { restore: ['preliminary', 'active', 'ended'], delete: ['archived'] },
};

export const LIFECYCLES = {
  user: { statuses: USER_STATUSES, actions: USER_ACTIONS, transitions: USER_TRANSITIONS },
  company: { statuses: COMPANY_STATUSES, actions: COMPANY_ACTIONS, transitions: COMPANY_TRANSITIONS },
  engagement: { statuses: ENGAGEMENT_STATUSES, actions: ENGAGEMENT_ACTIONS, transitions: ENGAGEMENT_TRANSITIONS },
} as const;
