/** Enumerations of spec §3–§4, shared by server and web. */
export const USER_ROLES = [
  'provider_admin',
  'provider_user',
  'client_admin',
  'company_admin',
  'client_user',
  'approver',
  'specialist',
  'api_user',
] as const;
export type TUserRole = (typeof USER_ROLES)[number];

/** Appeal-management role, held beside the main role (spec §4). */
export const AM_ROLES = ['none', 'appeal_manager', 'lead_appeal_manager'] as const;
export type TAmRole = (typeof AM_ROLES)[number];

export const USER_STATUSES = ['awaiting_invitation', 'invited', 'active', 'archived'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export const COMPANY_STATUSES = ['awaiting', 'active', 'archived'] as const;
export type TCompanyStatus = (typeof COMPANY_STATUSES)[number];

export const ENGAGED_ENTITY_TYPES = ['company', 'limited_liability_partnership', 'sole_trader'] as const;
export type TEngagedEntityType = (typeof ENGAGED_ENTITY_TYPES)[number];

export const ENGAGEMENT_STATUSES = ['preliminary', 'active', 'ended', 'archived'] as const;
export type TEngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

export const ENGAGEMENT_TYPES = ['normal', 'test'] as const;
export type TEngagementType = (typeof ENGAGEMENT_TYPES)[number];

export const ASSESSMENT_TYPES = ['assessment', 'pre_assessment', 'reassessment', 'continuous_employment'] as const;
export type TAssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type TRiskLevel = (typeof RISK_LEVELS)[number];

export const OUTCOMES = ['employed', 'selfEmployed'] as const;
export type TOutcome = (typeof OUTCOMES)[number];

export const INTERVIEW_KINDS = [
  'full',
  'short',
  'preliminary_short',
  'preliminary_full',
  'reassessment_full',
  'reassessment_short',
  'appeal_short',
] as const;
export type TInterviewKind = (typeof INTERVIEW_KINDS)[number];

export const QUESTION_TYPES = ['standard', 'multiple', 'initial_object'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export const COMMENT_GROUP_TYPES = [
  'review',
  'decision',
  'supporting',
  'appeal',
  'additional',
  'appeal_management',
] as const;
export type TCommentGroupType = (typeof COMMENT_GROUP_TYPES)[number];

/** Appeal status (spec §4). */
export const APPEAL_STATUSES = [
  'created',
  'started',
  'am_processing',
  'contractor_processing',
  'reassessment_in_progress',
  'reopened',
  'closed',
  'outdated',
  'disabled',
] as const;
export type TAppealStatus = (typeof APPEAL_STATUSES)[number];

/** An appeal's decision: accepted (reassessment needed) or rejected (no change). */
export const APPEAL_DECISIONS = ['accepted', 'rejected'] as const;
export type TAppealDecision = (typeof APPEAL_DECISIONS)[number];

/** How the worker's disagreement reached the client: the key link, or recorded by a manager. */
export const APPEAL_CHANNELS = ['link', 'letter', 'phone', 'email'] as const;
export type TAppealChannel = (typeof APPEAL_CHANNELS)[number];

/** Features a company subscribes to (spec §3). */
export const FEATURE_NAMES = [
  'appeal_process',
  'archive_user',
  'test',
  'change_avatar',
  'update_holding',
  'update_user',
] as const;
export type TFeatureName = (typeof FEATURE_NAMES)[number];

export const FEATURE_STATUSES = ['active', 'ended'] as const;
export type TFeatureStatus = (typeof FEATURE_STATUSES)[number];

export const CONTRACT_CHANGE_STATUSES = ['requested', 'fulfilled', 'cancelled'] as const;
export type TContractChangeStatus = (typeof CONTRACT_CHANGE_STATUSES)[number];
