import { forbidden, notFound } from '../lib/app-error.ts';
import type { Actor } from './actor.ts';
import { POLICIES, SUBJECT_NAMES } from './policies.ts';

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
  if (!rule(actor, subject[0])) throw forbidden(REFUSALS[ability] ?? undefined);
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

/** The 403 texts that say more than "You may not do this." (kept as the services wrote them). */
const REFUSALS: Partial<Record<Ability, string>> = {
  'apiKey.generate': 'Only API users may generate an API key.',
  'company.changeManager': 'Only a provider admin may change the manager.',
  'company.editHolding': 'Only the group admin may change group settings.',
  'company.editName': 'Only a provider admin may rename the main company.',
  'companyList.listAllAtOnce': 'Only a provider admin may list every company at once.',
  'companyList.list': 'API users may only generate API keys and read the documentation.',
  'providerStaff.changeRole': 'Only a provider admin may change provider roles.',
  'providerStaff.transferManagedCompanies': 'Only a provider admin may change provider roles.',
};
