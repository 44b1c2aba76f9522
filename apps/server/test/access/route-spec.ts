import type { TApiScope } from '@statera/shared';

/**
 * The access matrix is declared per module in `test/access/*.routes.ts`; `access-matrix.test.ts`
 * loads every such file and checks each API route of Fastify's route table against it, for an
 * anonymous caller, every role of the resource's own client group, and the same roles in a
 * foreign group.
 */

/** The callers the matrix tries. `*_b` roles are not listed: the foreign group reuses these names. */
export const MATRIX_ROLES = [
  'provider_admin',
  'provider_user',
  'client_admin',
  'company_admin',
  'client_user',
  'approver',
  'specialist',
  'appeal_manager',
  'lead_appeal_manager',
  'api_user',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** Everyone who works in the product; API users only reach the API-key generator and documentation. */
export const PEOPLE = MATRIX_ROLES.filter((r) => r !== 'api_user');

/** Ids of tenant A's fixture, for building concrete URLs. */
export interface FixtureIds {
  company: string;
  subsidiary: string;
  department: string;
  engagement: string;
  assessment: string;
  interview: string;
  /** the interview's current question */
  question: string;
  /** an allowed answer to that question */
  answer: string;
  /** the thread of that question, opened by the approver's comment */
  thread: string;
  /** the approver's comment in that thread */
  comment: string;
  /** tenant A's client admin */
  user: string;
  /** an invited (not yet registered) client user of tenant A */
  invitedUser: string;
  /** a plain client user of tenant A */
  clientUser: string;
  engagedEntity: string;
  engagedIndividual: string;
  agency: string;
  specialistEmail: string;
  approverEmail: string;
  /** the provider user managing tenant A (also the provider_user caller) */
  providerUser: string;
  /** a second provider admin (not a caller): a target for provider-role changes */
  otherProviderAdmin: string;
  otherProviderAdminEmail: string;
  /** a queued Status Determination Statement of the assessment */
  assessmentReport: string;
  /** a maintenance window far ahead (deleting an unknown one is 404) */
  maintenanceWindow: string;
  /** parsed imports waiting for their process call (created by the client admin; clients: a provider admin) */
  csvEngagements: string;
  csvUsers: string;
  csvSubsidiaries: string;
  csvClients: string;
  /** a financial year of tenant A's group (off-payroll scope) */
  financialYear: string;
  /** a party of the engagement's supply chain */
  chainParty: string;
  /** a rule-set impact report listing the fixture's assessment */
  ruleSetImpact: string;
  /** a live API key of the tenant's API user (all scopes) */
  apiKey: string;
  /** an appeal of the group (built by the key matrix only; the people's matrix has none) */
  appeal?: string;
  /** a webhook endpoint of tenant A's group */
  webhookEndpoint: string;
  /** the user making the call (filled per caller) */
  self: string;
}

export interface RouteSpec {
  /**
   * Roles of tenant A that pass the permission check (expected: any status except 401, 403, 404
   * and 5xx; 409 and 422 from the resource's state still count as allowed, a 400 validation
   * refusal does not: declare a valid body). Every other role gets 403
   * or 404. 'signed-in' = every role. 'self' routes (url uses ids.self) are judged per caller.
   */
  allow: readonly MatrixRole[] | 'signed-in';
  /** A valid body, so the permission check is reached rather than validation. */
  body?: object | ((ids: FixtureIds) => object);
  /** The concrete URL; default: the route path with :id-like params filled from `resource`. */
  url?: (ids: FixtureIds) => string;
  /** Extra headers (for example an authorization token is not needed: provider admin skips it). */
  headers?: Record<string, string>;
  /**
   * Whether the route names a resource of tenant A (then a foreign group's roles get 404).
   * Default: true when the path has a parameter.
   */
  tenant?: boolean;
  /** The route demands a one-time authorization token: the matrix fetches one for each caller. */
  authorize?: boolean;
  /** Destructive routes get a fresh fixture per caller so one allowed call does not affect the next. */
  fresh?: boolean;
  /**
   * Allowed roles the route answers 400 because of their own state, not the body (a person
   * without onboarding rows has no step to complete).
   */
  badRequestFor?: readonly MatrixRole[];
  /** Roles of the foreign group that may still call it (for example provider admin sees all). */
  foreignAllow?: readonly MatrixRole[];
  /**
   * Public API routes (/api/v1, API keys only): the scope a key needs. The key matrix
   * (`access-keys.test.ts`) calls them with a key holding every scope (allowed), one holding all but
   * this (403) and another group's key (404); `null`: any key may.
   */
  scope?: TApiScope | null;
}

export interface AccessTable {
  /** Routes callable without a session ("METHOD /api/path" as Fastify lists them). */
  public?: readonly string[];
  protected?: Record<string, RouteSpec>;
}
