import { ans, type SectionDef, YES_NO } from '../defs.ts';

const AREAS = [
  ans('personal_service', 'Personal service and substitution'),
  ans('control', 'Control'),
  ans('mutuality', 'Mutuality of obligation'),
  ans('financial_risk', 'Financial risk'),
  ans('part_and_parcel', 'Part and parcel of the organisation'),
  ans('own_business', 'Business on own account'),
  ans('duration', 'Length, notice and termination'),
];

/** Context for reassessments and appeals. These questions are recorded but not scored. */
export const REVIEW: SectionDef = {
  id: 'review',
  title: 'Reassessment and appeal',
  questions: [
    {
      id: 'rev_changes',
      section: 'review',
      content: 'Have the working arrangements changed since the previous determination?',
      helpText:
        'Status is judged on the facts as they are now. Record any change so reviewers can compare the two determinations.',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'review',
      answers: YES_NO(undefined, undefined),
    },
    {
      id: 'rev_areas',
      section: 'review',
      content: 'Which areas have changed?',
      helpText: 'Choose all that apply. The answers in those sections should describe the new arrangements.',
      type: 'multiple',
      allowUnknown: false,
      important: false,
      depth: 'short',
      phase: 'review',
      when: [{ q: 'rev_changes', in: ['yes'] }],
      answers: AREAS,
    },
    {
      id: 'app_grounds',
      section: 'review',
      content: 'On which factors is the previous determination disputed?',
      helpText:
        'Choose all that apply; the answers that follow should set out the facts as the disputing party sees them.',
      type: 'multiple',
      allowUnknown: false,
      important: true,
      depth: 'short',
      phase: 'appeal',
      answers: [...AREAS, ans('facts', 'The facts recorded were wrong')],
    },
    {
      id: 'app_evidence',
      section: 'review',
      content: 'Has new documentary evidence been supplied, such as contracts, correspondence or invoices?',
      helpText: 'Evidence of what actually happened carries more weight than statements of intention.',
      type: 'standard',
      allowUnknown: false,
      important: false,
      depth: 'short',
      phase: 'appeal',
      answers: YES_NO(undefined, undefined),
    },
  ],
};
