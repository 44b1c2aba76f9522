import { ERROR_KEYS, type TErrorKey, type TFeatureName } from '@statera/shared';
import { POLICIES, SUBJECT_NAMES } from '../composition/policies.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import type { Actor } from './actor.ts';

type Registry = typeof POLICIES;
type Resource = keyof Registry;
type RuleName<R extends Resource> = Exclude<keyof Registry[R], 'visible'> & string;

/** `resource.ability`, for example `'maintenance.manage'` or `'user.manage'`. */
export type Ability = { [R in Resource]: `${R}.${RuleName<R>}` }[Resource];

type RuleOf<A extends Ability> = A extends `${infer R extends Resource}.${infer N}`
  ? Registry[R][N & keyof Registry[R]]
  : never;
/** The subject argument an ability takes (none for abilities that ask only about the actor). */
type SubjectArgs<A extends Ability> = RuleOf<A> extends (actor: never, ...rest: infer S) => boolean ? S : never;

type AnyRule = (actor: Actor, subject?: unknown) => boolean;

function ruleOf(ability: string): { resource: Resource; rule: AnyRule; visible?: AnyRule } {
  const dot = ability.indexOf('.');
  const resource = ability.slice(0, dot) as Resource;
  const policy = POLICIES[resource] as unknown as Record<string, AnyRule>;
  const rule = policy[ability.slice(dot + 1)];
  if (!rule) throw new Error(`Unknown ability ${ability}`);
  return { resource, rule, visible: policy.visible };
}

/** Whether the actor may: the subject must be visible to them and the rule must allow it. */
export function allows<A extends Ability>(actor: Actor, ability: A, ...subject: SubjectArgs<A>): boolean {
  const { rule, visible } = ruleOf(ability);
  if (visible && subject.length > 0 && !visible(actor, subject[0])) return false;
  return rule(actor, subject[0]);
}

/**
 * The one authorization path of services: throws 404 when the policy's `visible` rule hides the
 * subject from the actor (it is not theirs to know about), else 403 when the ability is refused.
 * `message` replaces the generic 403 text where a screen shows it.
 */
export function authorize<A extends Ability>(actor: Actor, ability: A, ...subject: SubjectArgs<A>): void {
  const { resource, rule, visible } = ruleOf(ability);
  if (visible && subject.length > 0 && !visible(actor, subject[0])) throw notFound(SUBJECT_NAMES[resource]);
  if (!rule(actor, subject[0])) throw refusal(ability, subject[0]);
}

type Visible = {
  [R in Resource]: Registry[R] extends { visible: (actor: Actor, subject: never) => boolean } ? R : never;
}[Resource];
type VisibleSubject<R extends Visible> = Registry[R] extends { visible: (actor: Actor, subject: infer S) => boolean }
  ? S
  : never;

/** 404 unless the subject is visible to the actor (a record found outside a scoped query). */
export function ensureVisible<R extends Visible>(actor: Actor, resource: R, subject: VisibleSubject<R>): void {
  const visible = (POLICIES[resource] as unknown as { visible: AnyRule }).visible;
  if (!visible(actor, subject)) throw notFound(SUBJECT_NAMES[resource]);
}

/**
 * What a refusal answers when it says more than 403 `errors.forbidden` "You may not do this.": a
 * text a screen shows, or its own error key (and a text that may name the subject). A rule that,
 * once the actor's rights are asked apart, refuses only for the subject's state answers 409.
 */
type Refusal = string | { status?: 403 | 409; key: TErrorKey; message: string | ((subject: never) => string) };

const FEATURE_LABELS: Record<TFeatureName, string> = {
  appeal_process: 'appeal process',
  archive_user: 'user archiving',
  test: 'test engagements',
  change_avatar: 'avatar changes',
  update_holding: 'group settings',
  update_user: 'user updates',
};

const REFUSALS: Partial<Record<Ability, Refusal>> = {
  'apiKey.generate': 'Only API users may generate an API key.',
  'appealComment.change': 'Only its author may change a comment.',
  'appealDesk.decide': {
    key: ERROR_KEYS.appealDeciderApprovedStatement,
    message: 'You approved the statement under appeal: another appeal manager of the group must decide it.',
  },
  'clientCreation.chooseManager': 'Only a provider admin may choose another manager.',
  'company.changeManager': 'Only a provider admin may change the manager.',
  'company.editHolding': 'Only the group admin may change group settings.',
  'company.editName': 'Only a provider admin may rename the main company.',
  'engagement.convert': {
    status: 409,
    key: ERROR_KEYS.invalidTransition,
    message: (e: { status: string }) => `Cannot convert an engagement that is ${e.status}.`,
  },
  'assessmentReport.generate': {
    status: 409,
    key: ERROR_KEYS.assessmentNotApproved,
    message: 'A statement is issued only for an approved assessment.',
  },
  'companyList.listAllAtOnce': 'Only a provider admin may list every company at once.',
  'companyList.list': 'API users may only generate API keys and read the documentation.',
  'company.reach': 'API users may only generate API keys and read the documentation.',
  'featureAccess.use': {
    key: ERROR_KEYS.featureNotActive,
    message: (s: { name: TFeatureName }) =>
      `Your organisation's subscription does not include ${FEATURE_LABELS[s.name]}, or it has ended.`,
  },
  'providerStaff.changeRole': 'Only a provider admin may change provider roles.',
  'providerStaff.revokeAdmin': {
    key: ERROR_KEYS.cannotRevokeYourself,
    message: 'You cannot take away your own admin rights.',
  },
  'providerStaff.transferManagedCompanies': 'Only a provider admin may change provider roles.',
  'user.acceptTerms': 'Only the user can accept the terms of use.',
  'user.archive': { key: ERROR_KEYS.cannotArchiveYourself, message: 'You cannot archive or delete your own account.' },
  'user.changePhone': 'Only the user may change their phone.',
  'user.editOwnDetails': 'Only the user may change these details.',
  'user.grantPermissions': 'You may not grant yourself permissions.',
  'user.holdPermissions': 'Permissions are granted to company people only.',
};

function refusal(ability: Ability, subject: unknown): AppError {
  const r = REFUSALS[ability];
  if (r === undefined || typeof r === 'string')
    return new AppError(403, ERROR_KEYS.forbidden, r ?? 'You may not do this.');
  const message = typeof r.message === 'string' ? r.message : (r.message as (s: unknown) => string)(subject);
  return new AppError(r.status ?? 403, r.key, message);
}
