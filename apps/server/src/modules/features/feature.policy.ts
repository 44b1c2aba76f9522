import type { TFeatureName } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** The company a feature call names (features belong to the client, the group's top company). */
export interface FeatureCompany {
  id: string;
  parentId: string | null;
}

/** Who sees a company's features: those who manage it and its own people (not API users). */
export function canViewFeaturesOf(actor: Actor, c: Pick<FeatureCompany, 'id'>): boolean {
  if (actor.role === 'api_user') return false;
  return managesCompany(actor, c.id) || actor.companyId === c.id;
}

/**
 * Activate, extend, deactivate a subscription or change its auto renewal: provider staff holding
 * `features.manage` for the clients they manage (provider admins every client).
 */
export const mayManageFeatures = (actor: Actor, c: Pick<FeatureCompany, 'id'>): boolean =>
  can(actor, 'features.manage') && managesCompany(actor, c.id);

/** Every rule about feature subscriptions, for `authorize` and the abilities sent with each row. */
export const featurePolicy = {
  visible: canViewFeaturesOf,
  manage: mayManageFeatures,
  /** Lists of features (scoped to the groups in reach): everyone but API users. */
  list: (actor: Actor) => actor.role !== 'api_user',
  /** The /subscriptions page and its counts: provider staff who manage subscriptions. */
  listSubscriptions: (actor: Actor) => can(actor, 'features.manage'),
};

/** A feature call: the feature an action needs and the group's features active today. */
export interface FeatureUse {
  name: TFeatureName;
  features: readonly TFeatureName[];
}

/**
 * The subscription gate of an action (spec §4: only an active feature counts as enabled): the group's
 * active features are an input of the rule, read by `authorizeFeature` (feature-access.ts) and
 * refused through `authorize` (403 errors.featureNotActive).
 */
export const featureAccessPolicy = {
  use: (_actor: Actor, s: FeatureUse) => s.features.includes(s.name),
};
