import { ans, type SectionDef } from '../defs.ts';

/** Mutuality of obligation: the "irreducible minimum" of obligations for a contract of employment. */
export const MUTUALITY: SectionDef = {
  id: 'mutuality',
  title: 'Mutuality of obligation',
  questions: [
    {
      id: 'moo_within',
      section: 'mutuality',
      content: 'Once a piece of work has been agreed, what is each side obliged to do?',
      helpText:
        'Without obligations to work and to pay there can be no contract of employment (Carmichael v National Power). Obligations that exist only within a single accepted assignment can be enough (HMRC v Professional Game Match Officials), so answer for an individual assignment.',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'any',
      factor: 'mutuality',
      weight: 2,
      answers: [
        ans(
          'both',
          'The worker must do it and the client must pay for it',
          0.2,
          'Within each assignment the worker must work and the client must pay.',
        ),
        ans(
          'worker_free',
          'The worker may withdraw even from accepted work without any sanction',
          -0.5,
          'The worker may withdraw from accepted work without sanction.',
        ),
        ans(
          'none',
          'Neither side is bound to anything, even for a single assignment',
          -1,
          'No obligations exist on either side, even within an assignment.',
        ),
      ],
    },
    {
      id: 'moo_offer',
      section: 'mutuality',
      content: 'Must the client provide work, or pay when it has none?',
      helpText: 'A duty to keep providing work, or to pay a retainer in idle periods, is typical of employment.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      factor: 'mutuality',
      answers: [
        ans(
          'pay',
          'Yes — the worker is paid for a set period whether or not there is work',
          1,
          'The worker is paid for a set period even without work.',
        ),
        ans(
          'provide',
          'The client is expected to provide work throughout the term',
          0.6,
          'The client must keep providing work throughout the term.',
        ),
        ans(
          'no',
          'No — the client pays only for work it asks for and receives',
          -0.6,
          'The client pays only for work it requests.',
        ),
      ],
    },
    {
      id: 'moo_accept',
      section: 'mutuality',
      content: 'Must the worker accept work the client offers?',
      helpText:
        'A worker who may turn work down points away from employment, unless refusal is a right never used in practice.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      factor: 'mutuality',
      answers: [
        ans('yes', 'Yes', 0.6, 'The worker must accept the work offered.'),
        ans('practice', 'Not contractually, but refusing would put the relationship at risk', 0.3),
        ans('no', 'No — the worker can refuse freely', -0.7, 'The worker can freely refuse work.'),
      ],
    },
    {
      id: 'moo_pattern',
      section: 'mutuality',
      content: 'Over the engagement so far, how has work actually been offered and done?',
      helpText:
        'A continuous course of dealing can give rise to obligations even where none are written (Nethermere v Gardiner); sporadic work points the other way (O’Kelly v Trusthouse Forte).',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'practice',
      factor: 'mutuality',
      answers: [
        ans('continuous', 'Continuously, as one ongoing role', 0.6, 'Work has been continuous, as an ongoing role.'),
        ans('regular', 'In regular but separate assignments', 0.2),
        ans('ad_hoc', 'Occasionally, as and when both sides wished', -0.6, 'Work has been occasional and ad hoc.'),
      ],
    },
  ],
};
