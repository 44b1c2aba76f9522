import type { TAssessmentStatus, TNotStartedVariant } from './assessment-states.ts';
import type {
  TAssessmentType,
  TCompanyStatus,
  TEngagedEntityType,
  TEngagementStatus,
  TEngagementType,
  TFeatureName,
  TFeatureStatus,
  TRiskLevel,
  TUserRole,
  TUserStatus,
} from './enums.ts';
import type { TSector } from './sectors.ts';

/**
 * The English names of stored values (statuses, types, roles, sectors…), in the shape of the web
 * app's i18n texts: the web loads this object into its `en` words beside `en.json`, so a screen's
 * `t('status.engagement.active')` reads it, and the server's exports write the same words through
 * `labelOf`. One table per value set, typed by the set, so a new value without a name fails the
 * build (docs/decisions/exports.md).
 */
export const LABELS_EN = {
  status: {
    assessment: {
      created: 'Created',
      in_progress: 'In progress',
      review: 'In review',
      returned: 'Returned',
      updating: 'Updating',
      to_verify: 'In review (resubmitted)',
      approved: 'Approved',
      approved_pre_assessment: 'Pre-assessment approved',
      non_eligible: 'Cannot be completed',
      archived: 'Archived',
    } satisfies Record<TAssessmentStatus, string>,
    notStarted: { not_due: 'Not due', ready: 'Ready', overdue: 'Overdue' } satisfies Record<TNotStartedVariant, string>,
    engagement: {
      preliminary: 'Preliminary',
      active: 'Active',
      ended: 'Ended',
      archived: 'Archived',
    } satisfies Record<TEngagementStatus, string>,
    assessmentType: {
      assessment: 'Assessment',
      pre_assessment: 'Pre-assessment',
      reassessment: 'Reassessment',
      continuous_employment: 'Continuous employment',
    } satisfies Record<TAssessmentType, string>,
    entityType: {
      company: 'Company',
      limited_liability_partnership: 'Limited liability partnership',
      sole_trader: 'Sole trader',
    } satisfies Record<TEngagedEntityType, string>,
  },
  risk: { low: 'Low risk', medium: 'Medium risk', high: 'High risk' } satisfies Record<TRiskLevel, string>,
  sectors: {
    aerospace_and_defence: 'Aerospace and defence',
    agriculture_and_forestry: 'Agriculture and forestry',
    automotive: 'Automotive',
    banking_and_financial_services: 'Banking and financial services',
    charities_and_not_for_profit: 'Charities and not-for-profit',
    chemicals: 'Chemicals',
    construction: 'Construction',
    consumer_goods: 'Consumer goods',
    education: 'Education',
    energy_and_utilities: 'Energy and utilities',
    engineering: 'Engineering',
    food_and_drink: 'Food and drink',
    healthcare_and_life_sciences: 'Healthcare and life sciences',
    hospitality_and_leisure: 'Hospitality and leisure',
    insurance: 'Insurance',
    legal_and_professional_services: 'Legal and professional services',
    manufacturing: 'Manufacturing',
    media_and_entertainment: 'Media and entertainment',
    mining_and_natural_resources: 'Mining and natural resources',
    oil_and_gas: 'Oil and gas',
    pharmaceuticals: 'Pharmaceuticals',
    public_sector: 'Public sector',
    real_estate_and_property: 'Real estate and property',
    retail: 'Retail',
    sport: 'Sport',
    technology: 'Technology',
    telecommunications: 'Telecommunications',
    tourism_and_travel: 'Tourism and travel',
    transport_and_logistics: 'Transport and logistics',
  } satisfies Record<TSector, string>,
  users: {
    role: {
      provider_admin: 'Provider admin',
      provider_user: 'Provider user',
      client_admin: 'Client admin',
      company_admin: 'Company admin',
      client_user: 'Client user',
      approver: 'Approver',
      specialist: 'Specialist',
      api_user: 'API user',
    } satisfies Record<TUserRole, string>,
    status: {
      awaiting_invitation: 'Awaiting invitation',
      invited: 'Invited',
      active: 'Active',
      archived: 'Archived',
    } satisfies Record<TUserStatus, string>,
  },
  companies: {
    status: { awaiting: 'Awaiting activation', active: 'Active', archived: 'Archived' } satisfies Record<
      TCompanyStatus,
      string
    >,
  },
  engagementRecords: {
    type: { normal: 'Normal', test: 'Test' } satisfies Record<TEngagementType, string>,
  },
  subscriptions: {
    names: {
      appeal_process: 'Appeal process',
      archive_user: 'User archiving',
      test: 'Test engagements',
      change_avatar: 'Avatar changes',
      update_holding: 'Group settings',
      update_user: 'User updates',
    } satisfies Record<TFeatureName, string>,
    status: { active: 'Active', ended: 'Ended' } satisfies Record<TFeatureStatus, string>,
  },
} as const;

/** A value's English name from one of the tables; an empty value is none (an empty cell). */
export function labelOf<K extends string>(table: Record<K, string>, value: K | null | undefined): string | null {
  return value ? table[value] : null;
}

/** The words of a key of `LABELS_EN` (`status.engagement.active` → `Active`), as the web's `t(key)` finds them. */
export function labelOfKey(key: string): string | null {
  let node: unknown = LABELS_EN;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : null;
}

/**
 * The key of the status an assessment shows: a created one by its not-started variant ("Ready",
 * "Overdue"), any other by its status; screens and exports both name it so.
 */
export function assessmentStatusKey(status: TAssessmentStatus, notStarted: TNotStartedVariant | null | undefined) {
  return status === 'created' && notStarted ? `status.notStarted.${notStarted}` : `status.assessment.${status}`;
}
