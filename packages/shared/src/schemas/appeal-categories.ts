/**
 * The appeal categories a decision is filed under (spec §7 `appealCategoryIds`): the grounds of an
 * employment-status disagreement, so decisions can be counted by reason. Fixed data, like the
 * questionnaire (docs/decisions/appeal-categories.md); labels are i18n keys `appealCategories.<id>`.
 */
export const APPEAL_CATEGORY_IDS = [
  'control',
  'substitution',
  'mutuality_of_obligation',
  'financial_risk',
  'part_and_parcel',
  'equipment',
  'facts_changed',
  'evidence_not_considered',
  'contract_terms',
  'other',
] as const;
export type TAppealCategoryId = (typeof APPEAL_CATEGORY_IDS)[number];

export const isAppealCategoryId = (v: string): v is TAppealCategoryId =>
  (APPEAL_CATEGORY_IDS as readonly string[]).includes(v);
