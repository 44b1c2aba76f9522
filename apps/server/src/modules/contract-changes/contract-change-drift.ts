import { QUESTION_DEFS, SECTIONS } from '@statera/determination';
import type { TAnswerToReview, TContractChangeField } from '@statera/shared';

/**
 * Drift detection: which answers of the current approved assessment a contract change puts in
 * doubt. Data, not code: each changed field names the questionnaire questions whose answer rested
 * on the old value (docs/decisions/documents-and-contract-changes.md explains each line). A question
 * not answered in that assessment is not listed (it was not on the interview's path).
 */
export const DRIFT_MAP: Record<TContractChangeField, readonly string[]> = {
  // new dates change how long it lasts, whether it was renewed, and how exclusive it is over time
  contractStart: ['dur_length', 'dur_renewals', 'dur_change', 'moo_pattern', 'ob_exclusive', 'ob_income_share'],
  contractEnd: [
    'dur_length',
    'dur_renewals',
    'dur_notice',
    'dur_termination_pay',
    'dur_change',
    'ob_exclusive',
    'ob_income_share',
  ],
  // a new value or pay basis touches how the worker is paid and what they risk
  contractValue: ['fin_payment', 'fin_loss', 'fin_invoice', 'fin_withheld', 'ob_income_share', 'ob_negotiate'],
  // a new service is new work: who decides it and how, the role in the organisation, its tools
  serviceProvided: [
    'setup_office',
    'setup_contract',
    'ps_personal_attributes',
    'ctl_what',
    'ctl_move',
    'ctl_how',
    'ctl_inherent',
    'pp_manage',
    'pp_same_work',
    'fin_equipment',
  ],
  // another intermediary: the chain, who owns it, its cover and its investment
  engagedEntityId: [
    'setup_chain',
    'setup_interest',
    'setup_governing',
    'ps_substitute_pays',
    'fin_investment',
    'fin_insurance',
    'ob_registered',
  ],
  // another worker: everything about the person
  engagedIndividualId: [
    'setup_interest',
    'ps_personal_attributes',
    'pp_history',
    'ob_history',
    'ob_career',
    'ob_other_work',
  ],
  // another agency (or none): the chain, who controls, who pays
  agencyId: ['setup_chain', 'setup_agency_sdc', 'setup_governing', 'fin_payment', 'fin_invoice'],
  // another department may supervise differently
  departmentId: ['ctl_supervision', 'pp_treated'],
  yourReference: [],
};

const ORDER = new Map(QUESTION_DEFS.map((q, i) => [q.id, i]));
const DEFS = new Map(QUESTION_DEFS.map((q) => [q.id, q]));
const SECTION_TITLES = new Map(SECTIONS.map((s) => [s.id, s.title]));

/**
 * The answered questions the changed fields put in doubt, in questionnaire order, each with the
 * fields that touch it.
 */
export function answersToReview(
  changedFields: readonly TContractChangeField[],
  answered: ReadonlySet<string>,
): TAnswerToReview[] {
  const touched = new Map<string, TContractChangeField[]>();
  for (const field of changedFields) {
    for (const questionId of DRIFT_MAP[field] ?? []) {
      if (!answered.has(questionId)) continue;
      touched.set(questionId, [...(touched.get(questionId) ?? []), field]);
    }
  }
  return [...touched.entries()]
    .sort(([a], [b]) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0))
    .map(([questionId, fields]) => {
      const def = DEFS.get(questionId)!;
      return {
        questionId,
        section: def.section,
        sectionTitle: SECTION_TITLES.get(def.section) ?? def.section,
        question: def.content,
        fields,
      };
    });
}
