import { ans, type SectionDef, YES_NO } from '../defs.ts';

/** Who is engaged, through what, and whether the role is an office. */
export const SETUP: SectionDef = {
  id: 'setup',
  title: 'Engagement set-up',
  questions: [
    {
      id: 'setup_chain',
      section: 'setup',
      content: 'How is the contract chain between the client and the worker arranged?',
      helpText:
        'The client is the organisation that receives the work. Count every business the money passes through before it reaches the worker or the worker’s own business.',
      type: 'initial_object',
      allowUnknown: false,
      important: true,
      depth: 'short',
      phase: 'any',
      answers: [
        ans('direct', 'The client contracts directly with the engaged business or person'),
        ans('agency', 'Through one employment business or recruitment agency'),
        ans('multi', 'Through an agency and further intermediaries, such as an umbrella company'),
      ],
    },
    {
      id: 'setup_interest',
      section: 'setup',
      content:
        'Does the worker, alone or with associates, own more than 5% of the intermediary or have a right to more than 5% of its profits?',
      helpText:
        'The off-payroll rules apply to a company intermediary only where the worker has such a "material interest" (ITEPA 2003 s.51), and to a partnership only in the circumstances in s.52. Answer for the engaged company or LLP.',
      type: 'initial_object',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      entities: ['company', 'limited_liability_partnership'],
      answers: YES_NO(undefined, undefined),
    },
    {
      id: 'setup_agency_sdc',
      section: 'setup',
      content:
        'Is the worker subject to, or to the right of, supervision, direction or control by anyone in the chain as to the manner in which the work is done?',
      helpText:
        'For an individual supplied through an agency, the agency legislation (ITEPA 2003 s.44) can treat the agency as the employer where this is so, whatever the wider status answer.',
      type: 'initial_object',
      allowUnknown: true,
      important: false,
      depth: 'short',
      phase: 'any',
      entities: ['sole_trader'],
      when: [{ q: 'setup_chain', in: ['agency', 'multi'] }],
      answers: YES_NO(undefined, undefined),
    },
    {
      id: 'setup_office',
      section: 'setup',
      content:
        'Is the worker engaged to hold an office — a position that exists independently of whoever fills it, such as a statutory or constitutional appointment?',
      helpText:
        'Examples: company director or company secretary, trustee, board or committee member appointed under a constitution, registrar, returning officer. Being called a "director" of a project is not an office. Income from an office is taxed as employment income whatever the other facts (ITEPA 2003 s.5).',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'any',
      answers: [
        ans(
          'yes',
          'Yes — the engagement is to hold an office',
          undefined,
          'The engagement is the holding of an office.',
        ),
        ans('no', 'No'),
      ],
    },
    {
      id: 'setup_contract',
      section: 'setup',
      content: 'Is there a written contract, and does it reflect how the work is actually done?',
      helpText:
        'Courts look for the true agreement. Where the paper terms do not reflect what the parties actually agreed and do, the written terms are set aside (Autoclenz v Belcher). Answer the following questions on the true position.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'any',
      answers: [
        ans('reflects', 'Yes, and it reflects how the work is actually done'),
        ans('differs', 'Yes, but in practice the work is done differently from the written terms'),
        ans('oral', 'No — the terms are oral or implied from conduct'),
      ],
    },
    {
      id: 'setup_intention',
      section: 'setup',
      content: 'How do the parties themselves describe and intend the relationship?',
      helpText:
        'The label the parties choose is relevant only where the other factors are evenly balanced (Massey v Crown Life Insurance); it can never turn an employment into self-employment.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'any',
      factor: 'intention',
      answers: [
        ans(
          'business',
          'As a business-to-business supply of services',
          -0.6,
          'Both parties intend a business-to-business relationship.',
        ),
        ans('mixed', 'It is unclear or the parties disagree', 0),
        ans(
          'employment',
          'As a job, in substance like employment',
          0.6,
          'The parties themselves see the role as a job.',
        ),
      ],
    },
  ],
};
