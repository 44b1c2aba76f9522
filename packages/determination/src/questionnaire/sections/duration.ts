import { ans, type SectionDef } from '../defs.ts';

/** Length of the engagement, renewals, notice and termination. */
export const DURATION: SectionDef = {
  id: 'duration',
  title: 'Length, notice and termination',
  questions: [
    {
      id: 'dur_length',
      section: 'duration',
      content: 'How long is the engagement expected to last, including extensions?',
      helpText:
        'Long engagements are not decisive but are more typical of employment; many short ones point to a business.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      factor: 'duration',
      answers: [
        ans('short', 'Less than 3 months', -0.5, 'The engagement is short.'),
        ans('medium', '3 to 12 months', 0),
        ans('long', '1 to 2 years', 0.3),
        ans('open', 'More than 2 years, or open-ended', 0.7, 'The engagement is long or open-ended.'),
      ],
    },
    {
      id: 'dur_renewals',
      section: 'duration',
      content: 'Has the engagement been renewed or extended back to back?',
      helpText: 'Rolling renewals for the same role can show an ongoing relationship rather than discrete projects.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'practice',
      factor: 'duration',
      when: [{ q: 'dur_length', in: ['medium', 'long', 'open'] }],
      answers: [
        ans('repeatedly', 'Yes, repeatedly', 0.6, 'The engagement has been renewed back to back repeatedly.'),
        ans('once', 'Once', 0.2),
        ans('no', 'No', -0.2),
      ],
    },
    {
      id: 'dur_notice',
      section: 'duration',
      content: 'How can the engagement be ended before its term?',
      helpText:
        'A notice period on either side resembles employment; termination only for breach or on delivery resembles a commercial contract.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      factor: 'duration',
      answers: [
        ans('notice', 'By either side giving notice', 0.5, 'Either side can end it on notice, as with a job.'),
        ans(
          'breach',
          'Only for breach, or on completing the deliverables',
          -0.6,
          'It ends only on breach or completion, like a commercial contract.',
        ),
        ans('immediate', 'Immediately, without notice', -0.3),
      ],
    },
    {
      id: 'dur_termination_pay',
      section: 'duration',
      content: 'If the client ends the engagement early, what is the worker entitled to?',
      helpText: 'Consider what the contract says and what has happened when other engagements ended early.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'any',
      factor: 'duration',
      answers: [
        ans(
          'notice_pay',
          'Pay for a notice period whether or not work is done',
          0.5,
          'The worker is paid for a notice period.',
        ),
        ans('completed', 'Only payment for work completed', -0.3),
        ans(
          'compensation',
          'Commercial compensation, such as a cancellation fee for lost profit',
          -0.5,
          'The worker is entitled to a commercial cancellation fee.',
        ),
      ],
    },
  ],
};
