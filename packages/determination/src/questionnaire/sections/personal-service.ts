import { ans, type SectionDef } from '../defs.ts';

const HAS_RIGHT = [{ q: 'ps_right', in: ['fettered', 'objective', 'unfettered'] }];

/** Personal service, substitution and helpers. */
export const PERSONAL_SERVICE: SectionDef = {
  id: 'personal_service',
  title: 'Personal service and substitution',
  questions: [
    {
      id: 'ps_right',
      section: 'personal_service',
      content: 'Can the worker (or their business) send someone else to do the work instead of them?',
      helpText:
        'A contract of employment requires the worker to do the work personally. A right to send a substitute is inconsistent with that only if it is real and not at the client’s discretion (Express & Echo v Tanton; Pimlico Plumbers v Smith). Refusal on objective grounds — the substitute lacks the qualifications or security clearance the work needs — does not fetter the right.',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'any',
      factor: 'personal_service',
      weight: 3,
      answers: [
        ans('none', 'No — the worker must do the work personally', 0.4, 'The worker must do the work personally.'),
        ans(
          'fettered',
          'Only with the client’s consent, which it may refuse at its discretion',
          0.3,
          'A substitute needs the client’s discretionary consent, so the right is fettered.',
        ),
        ans(
          'objective',
          'Yes — the client may refuse only a substitute who lacks the skills, qualifications or clearance needed',
          -0.7,
          'The client can refuse a substitute only on objective grounds.',
        ),
        ans('unfettered', 'Yes — the client cannot refuse a substitute', -1, 'The client cannot refuse a substitute.'),
      ],
    },
    {
      id: 'ps_genuine',
      section: 'personal_service',
      content: 'Would the client in practice accept a suitably qualified substitute?',
      helpText:
        'A substitution clause that neither side ever expected to be used is not part of the true agreement (Autoclenz v Belcher). Evidence includes correspondence, the client’s policies, and how other suppliers are treated.',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'any',
      factor: 'personal_service',
      weight: 2,
      when: HAS_RIGHT,
      answers: [
        ans(
          'yes',
          'Yes — the right is genuine and the client would accept one',
          -0.6,
          'The substitution right is genuine in practice.',
        ),
        ans(
          'doubtful',
          'No — it exists on paper but everyone expects the worker personally',
          0.4,
          'The substitution right is not genuine: everyone expects the worker personally.',
        ),
      ],
    },
    {
      id: 'ps_exercised',
      section: 'personal_service',
      content: 'Has a substitute ever actually been sent to do the work?',
      helpText:
        'Actual use is the strongest evidence that a right is genuine. A right never used can still be genuine, but a substitute who was refused shows the right is not.',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'practice',
      factor: 'personal_service',
      weight: 2,
      when: HAS_RIGHT,
      answers: [
        ans('often', 'Yes, more than once', -1, 'Substitutes have actually been sent more than once.'),
        ans('once', 'Yes, once', -0.7, 'A substitute has actually been sent.'),
        ans('not_arisen', 'No — the need has not arisen', 0),
        ans('refused', 'No — a substitute was proposed and refused', 0.5, 'A proposed substitute was refused.'),
      ],
    },
    {
      id: 'ps_substitute_pays',
      section: 'personal_service',
      content: 'Who pays a substitute, and who bears the risk if the substitute’s work is poor?',
      helpText:
        'A worker who pays the substitute out of their own fee, and answers for their work, is running a business that supplies services rather than supplying their own labour.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      factor: 'personal_service',
      when: HAS_RIGHT,
      answers: [
        ans(
          'worker',
          'The worker’s business pays the substitute and remains responsible',
          -0.8,
          'The worker’s business would pay a substitute and stay responsible for the work.',
        ),
        ans(
          'client',
          'The client would pay the substitute directly',
          0.5,
          'The client would pay a substitute directly, so the worker supplies only their own labour.',
        ),
      ],
    },
    {
      id: 'ps_helpers',
      section: 'personal_service',
      content: 'Can the worker engage helpers, at their own expense, to assist with the work?',
      helpText:
        'Freedom to delegate part of the work to paid assistants points away from employment (Ready Mixed Concrete; MacFarlane v Glasgow City Council).',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'any',
      factor: 'personal_service',
      answers: [
        ans('used', 'Yes, and the worker has done so', -0.7, 'The worker has engaged and paid helpers.'),
        ans('unused', 'Yes, though the worker has not needed to', -0.3),
        ans('no', 'No', 0.4, 'The worker may not bring in paid helpers.'),
      ],
    },
    {
      id: 'ps_personal_attributes',
      section: 'personal_service',
      content:
        'Was this particular worker chosen for personal skills, reputation or identity that the client relies on?',
      helpText:
        'For example a named presenter, an individual expert, or a specified key person. Reliance on the individual makes a substitution right less plausible, though it is not decisive on its own.',
      type: 'standard',
      allowUnknown: false,
      important: false,
      depth: 'full',
      phase: 'any',
      factor: 'personal_service',
      weight: 0.5,
      answers: [
        ans('yes', 'Yes', 0.2, 'The client relies on this individual personally.'),
        ans('no', 'No — any competent supplier would do', -0.3),
      ],
    },
  ],
};
