import { ans, none, type QuestionDef } from '../defs.ts';

/**
 * Questions added in questionnaire 2.0.0 (issue 14): facts the courts relied on that 1.x did not
 * capture. Appended to their sections (see questionnaire/index.ts). All are full-interview
 * questions that accept "not known" and are not flagged important, so a 1.x answer set moved onto
 * 2.0.0 by synchronize-interview keeps every answer and only gains questions to answer.
 */
const q = (d: Omit<QuestionDef, 'type' | 'allowUnknown' | 'important' | 'depth'> & Partial<QuestionDef>) =>
  ({ type: 'standard', allowUnknown: true, important: false, depth: 'full', ...d }) as QuestionDef;

export const ADDITIONS_V2: Record<string, QuestionDef[]> = {
  setup: [
    q({
      id: 'setup_governing',
      section: 'setup',
      phase: 'any',
      content:
        'Which contract in the chain sets the working terms, and are its terms mirrored in the other contracts (client–agency, agency–worker’s company)?',
      helpText:
        'IR35 asks what the contract would be if the client engaged the worker directly, built from all the contracts in the chain and the circumstances (HMRC v Atholl House [2022] EWCA Civ 501; Primary Path Ltd v HMRC [2011] UKFTT 454 (TC), where the terms mattered because they were mirrored up the chain; HMRC v RALC Consulting [2024] UKUT 99 (TCC)). Terms the client never agreed to — a substitution clause only in the agency–company contract — carry little weight.',
      answers: [
        ans('mirrored', 'The key terms are the same all the way up the chain'),
        ans('differ', 'The contracts differ on key terms (substitution, control, notice)'),
        ans('unseen', 'The upper contracts (client–agency) have not been seen'),
        ans('direct', 'There is only one contract'),
      ],
    }),
    q({
      id: 'setup_evidence',
      section: 'setup',
      phase: 'any',
      content: 'How well will the answers in this interview be evidenced?',
      helpText:
        'Tribunals decide on the evidence: in Marlen Ltd v HMRC [2011] UKFTT 411 (TC) the client’s unchallenged witness statement was decisive, and a case where the client gives no evidence rests on one side’s account. A result on weak evidence is never low risk.',
      answers: [
        ans('both', 'Contracts and practice confirmed by both the client and the worker'),
        ans('one_side', 'From one side only, or from the written contracts alone'),
        ans('none', 'Largely assumed: the client gives no evidence of practice'),
      ],
    }),
  ],
  control: [
    q({
      id: 'ctl_inherent',
      section: 'control',
      phase: 'any',
      factor: 'control',
      weight: 2,
      content:
        'Is most of the client’s control of a kind any self-employed person doing this work would also accept — regulatory or safety rules, a broadcaster’s editorial control, site rules, the client’s quality standards?',
      helpText:
        'Control that comes with the work or the sector, and would bind an independent contractor just the same, says little about employment (Hall v Lorimer [1994] 1 WLR 209; ESM0528). The Upper Tribunal treats a broadcaster’s editorial control as relevant but not by itself decisive (Red, White and Green Ltd v HMRC [2023] UKUT 83 (TCC); HMRC v Atholl House [2022] EWCA Civ 501). Answer "yes" only where the control beyond those rules is slight.',
      answers: [
        ans(
          'yes',
          'Yes — beyond those rules the worker decides',
          -0.8,
          'Most of the client’s control is what any contractor doing this work would accept, which tribunals discount.',
        ),
        ans('partly', 'Partly — some control goes beyond what the work requires', 0),
        ans(
          'no',
          'No — the client controls the worker as it does its staff',
          0.6,
          'The client’s control goes beyond what the work itself requires.',
        ),
      ],
    }),
  ],
  mutuality: [
    q({
      id: 'moo_between',
      section: 'mutuality',
      phase: 'any',
      factor: 'mutuality',
      content:
        'Between engagements, is there an overarching contract or obligation — the client to offer further work, or the worker to accept it?',
      helpText:
        'An umbrella obligation between assignments points to a continuing employment (Nethermere v Gardiner [1984] ICR 612); its absence does not prevent employment within each engagement (HMRC v PGMOL [2024] UKSC 29) but weighs against a continuing one (Carmichael v National Power [1999] 1 WLR 2042; Windle v Secretary of State for Justice [2016] EWCA Civ 459).',
      answers: [
        ans('yes', 'Yes — further work must be offered or accepted', 0.7, 'There are obligations between engagements.'),
        ans('practice', 'Not in writing, but a steady flow of work is expected on both sides', 0.3),
        ans('no', 'No — each engagement stands alone', -0.3, 'Each engagement stands alone.'),
      ],
    }),
    q({
      id: 'moo_first_call',
      section: 'mutuality',
      phase: 'any',
      factor: 'mutuality',
      content: 'Does the client have first call on the worker’s time, or guarantee a minimum of work or pay?',
      helpText:
        'A right to first call on the worker’s time and a guaranteed fee even when the client cancels were decisive in Christa Ackroyd Media v HMRC [2019] UKUT 326 (TCC) and Red, White and Green Ltd v HMRC [2023] UKUT 83 (TCC); a worker whose other work comes first points the other way (HMRC v Atholl House, FTT 2023).',
      answers: [
        ans(
          'first_call',
          'The client has first call on the worker’s time',
          0.7,
          'The client has first call on the worker’s time.',
        ),
        ans('minimum', 'The client guarantees a minimum of work or pay, even if it cancels', 0.6),
        ans('neither', 'Neither', -0.4, 'The client has no first call on the worker’s time and guarantees no minimum.'),
      ],
    }),
  ],
  financial_risk: [
    q({
      id: 'fin_withheld',
      section: 'financial_risk',
      phase: 'any',
      factor: 'financial_risk',
      content: 'Can pay be withheld or reduced for poor attendance or for poor work?',
      helpText:
        'Docking pay for lateness or absence is a disciplinary power over an employee (ESM0541). Bearing the cost of putting poor work right, or losing the fee for it, is a business risk (ESM0547; Hall v Lorimer).',
      answers: [
        ans(
          'attendance',
          'Yes, for poor attendance or timekeeping',
          0.5,
          'Pay can be docked for attendance, as for staff.',
        ),
        ans(
          'quality',
          'Yes, for poor work: the worker bears the cost of failure',
          -0.6,
          'The worker bears the cost of poor work.',
        ),
        ans('no', 'No', 0.1),
      ],
    }),
  ],
  part_and_parcel: [
    q({
      id: 'pp_compared',
      section: 'part_and_parcel',
      phase: 'practice',
      factor: 'part_and_parcel',
      content: 'Compared with the client’s employees, how is the worker treated on downtime, overtime and time off?',
      helpText:
        'In Marlen Ltd v HMRC [2011] UKFTT 411 (TC) the worker was sent home unpaid when the systems were down and came and went without asking, unlike staff; being treated like staff — paid through downtime, asking leave for time off — points to integration.',
      answers: [
        ans(
          'same',
          'Like employees: paid through downtime, must ask for time off',
          0.6,
          'The worker is treated like the client’s employees.',
        ),
        ans(
          'different',
          'Unlike employees: unpaid for downtime, arranges own time off',
          -0.6,
          'The worker is treated differently from employees.',
        ),
        ans('mixed', 'Some of each', 0),
      ],
    }),
    q({
      id: 'pp_history',
      section: 'part_and_parcel',
      phase: 'any',
      factor: 'part_and_parcel',
      type: 'multiple',
      content: 'Which of these apply to the worker’s relationship with the client?',
      helpText:
        'Doing the same work after leaving employment, an offer of employment, or a client that required the worker to work through a company all suggest the arrangement continues an employment (Cable & Wireless plc v Muscat [2006] EWCA Civ 220; ESM0546).',
      answers: [
        ans(
          'employed_before',
          'Previously employed by the client for similar work',
          0.5,
          'The worker was previously employed by the client for similar work.',
        ),
        ans('offered', 'Offered employment by the client', 0.3),
        ans(
          'required_company',
          'Required by the client to work through a company',
          0.6,
          'The client required the worker to work through a company.',
        ),
        none('None of these', -0.1),
      ],
    }),
  ],
  own_business: [
    q({
      id: 'ob_career',
      section: 'own_business',
      phase: 'any',
      factor: 'own_business',
      weight: 2,
      content:
        'Across their career, has the worker built an independent business or brand that clients buy — and can this be evidenced (client list, accounts, marketing, own name as the product)?',
      helpText:
        'Where the client is buying an established business or brand rather than labour, a genuine business on one’s own account can outweigh control and personal service (Hall v Lorimer [1994] 1 WLR 209; Albatel Ltd v HMRC [2019] UKFTT 195 (TC); HMRC v Atholl House, FTT 2023). A claim that cannot be evidenced counts for little.',
      answers: [
        ans(
          'evidenced',
          'Yes, and it is evidenced',
          -1,
          'The worker runs an evidenced, career-long independent business or brand.',
        ),
        ans('claimed', 'Yes, but it cannot readily be evidenced', -0.3),
        ans('no', 'No', 0.4, 'The worker has not built a business of their own.'),
      ],
    }),
    q({
      id: 'ob_income_share',
      section: 'own_business',
      phase: 'practice',
      factor: 'own_business',
      content: 'What share of the worker’s business income comes from this client?',
      helpText:
        'Dependence on a single client is one sign of a disguised employment; a spread of income across clients is a sign of a business (ESM0522; Red, White and Green Ltd v HMRC, where the client was the main income stream).',
      answers: [
        ans('most', 'Most of it (over three quarters)', 0.5, 'Most of the worker’s income comes from this client.'),
        ans('half', 'Around half', 0),
        ans('minor', 'A minor share', -0.6, 'This client provides only a minor share of the worker’s income.'),
      ],
    }),
    q({
      id: 'ob_other_work',
      section: 'own_business',
      phase: 'any',
      factor: 'own_business',
      weight: 0.5,
      content: 'Does the worker have other full-time employment, or do this work as a pastime?',
      helpText:
        'Work fitted around a full-time job elsewhere is rarely a continuing employment with this client; work done as a pastime is not a business either (ESM0510).',
      answers: [
        ans('employment', 'Other full-time employment', -0.3),
        ans('pastime', 'A pastime, not a business', 0.3),
        ans('neither', 'Neither', 0),
      ],
    }),
  ],
  duration: [
    q({
      id: 'dur_change',
      section: 'duration',
      phase: 'practice',
      factor: 'duration',
      content:
        'Has the working pattern changed during the relationship — for example from a defined project to an ongoing role?',
      helpText:
        'Status can change within one relationship: a project that became an open-ended role may be employment from the change (ESM0530). Answer for the period being assessed; a change towards an ongoing role points to employment.',
      answers: [
        ans(
          'to_ongoing',
          'Yes — from a defined project towards an ongoing role',
          0.5,
          'The work has drifted from a project into an ongoing role.',
        ),
        ans('to_project', 'Yes — towards defined, separate pieces of work', -0.4),
        ans('no', 'No', 0),
      ],
    }),
  ],
};
