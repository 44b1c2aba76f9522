import { CASES } from '../law/cases.ts';
import type { Condition, FactorId } from '../questionnaire/defs.ts';

/**
 * Rule-set version: bump whenever a weight, score, threshold or decisive rule changes, so stored
 * determinations can be traced to the model that produced them.
 */
export const RULESET_VERSION = 'statera-rules-2.1.0';

export interface FactorDef {
  id: FactorId;
  title: string;
  /** Share of the overall balance (the weights sum to 100). */
  weight: number;
  cases: string[];
  lead: { employed: string; selfEmployed: string; neutral: string };
  /** Short phrase for summaries, by direction. */
  label: { employed: string; selfEmployed: string };
}

export const FACTORS: FactorDef[] = [
  {
    id: 'personal_service',
    label: { employed: 'personal service is required', selfEmployed: 'personal service is not required' },
    title: 'Personal service and substitution',
    weight: 20,
    cases: [CASES.readyMixed, CASES.tanton, CASES.pimlico, CASES.autoclenz],
    lead: {
      employed: 'The worker must in substance do the work personally, which a contract of employment requires.',
      selfEmployed: 'The worker need not do the work personally, which is inconsistent with employment.',
      neutral: 'The evidence on personal service is mixed or incomplete.',
    },
  },
  {
    id: 'control',
    label: { employed: 'the client’s control', selfEmployed: 'the worker’s autonomy' },
    title: 'Control',
    weight: 18,
    cases: [CASES.readyMixed, CASES.whiteTroutbeck, CASES.ackroyd],
    lead: {
      employed: 'The client has a sufficient right to control what, how, when or where the work is done.',
      selfEmployed: 'The client lacks the right of control a contract of employment needs.',
      neutral: 'Control is shared or unclear; it neither confirms nor rules out employment.',
    },
  },
  {
    id: 'mutuality',
    label: { employed: 'mutual obligations', selfEmployed: 'thin or absent mutual obligations' },
    title: 'Mutuality of obligation',
    weight: 12,
    cases: [CASES.carmichael, CASES.nethermere, CASES.pgmol],
    lead: {
      employed: 'There are obligations to work and to pay of the kind an employment contract rests on.',
      selfEmployed: 'The obligations to offer, accept or pay for work are thin or absent.',
      neutral: 'Obligations exist within each piece of work but do not continue beyond it.',
    },
  },
  {
    id: 'financial_risk',
    label: { employed: 'little financial risk', selfEmployed: 'real financial risk' },
    title: 'Financial risk',
    weight: 14,
    cases: [CASES.marketInvestigations, CASES.leeTingSang, CASES.readyMixed],
    lead: {
      employed: 'The worker is paid for time and carries little financial risk, as an employee does.',
      selfEmployed: 'The worker risks their own money and can profit from sound management, as a business does.',
      neutral: 'The worker carries some financial risk, but not enough to weigh strongly either way.',
    },
  },
  {
    id: 'part_and_parcel',
    label: {
      employed: 'integration into the client’s organisation',
      selfEmployed: 'standing outside the client’s organisation',
    },
    title: 'Part and parcel of the organisation',
    weight: 12,
    cases: [CASES.stevensonJordan, CASES.uber],
    lead: {
      employed: 'The worker is integrated into the client’s organisation and treated like its staff.',
      selfEmployed: 'The worker stands outside the client’s organisation, as an outside supplier.',
      neutral: 'The worker is integrated in some respects and not in others.',
    },
  },
  {
    id: 'own_business',
    label: { employed: 'no business of the worker’s own', selfEmployed: 'a business of the worker’s own' },
    title: 'Business on own account',
    weight: 16,
    cases: [CASES.hallLorimer, CASES.marketInvestigations],
    lead: {
      employed: 'There is little sign of a business carried on by the worker on their own account.',
      selfEmployed: 'The worker carries on a business of their own, of which this engagement is a part.',
      neutral: 'There are some but not compelling signs of a business of the worker’s own.',
    },
  },
  {
    id: 'duration',
    label: { employed: 'job-like length and notice', selfEmployed: 'short or commercial terms' },
    title: 'Length, notice and termination',
    weight: 4,
    cases: [CASES.hallLorimer, CASES.northernLight],
    lead: {
      employed: 'The length of the engagement and its termination terms resemble a job.',
      selfEmployed: 'The engagement is short or ends like a commercial contract.',
      neutral: 'The length and termination terms point neither way.',
    },
  },
  {
    id: 'intention',
    label: {
      employed: 'the parties’ view of it as a job',
      selfEmployed: 'the parties’ business-to-business intention',
    },
    title: 'The parties’ intention',
    weight: 4,
    cases: [CASES.massey, CASES.autoclenz],
    lead: {
      employed: 'The parties themselves regard the relationship as a job.',
      selfEmployed:
        'The parties intend a relationship between two businesses; that matters only when the rest is balanced.',
      neutral: 'The parties’ intention is unclear.',
    },
  },
];

export const FACTOR_BY_ID = new Map(FACTORS.map((f) => [f.id, f]));

export interface DecisiveRule {
  id: string;
  title: string;
  outcome: 'employed' | 'selfEmployed';
  /** Every condition must hold on the path. Each `in` set must hold the most employed-like (employed
   * rules) or most self-employed-like (self-employed rules) answers, so the model stays monotonic. */
  all: Condition[];
  reason: string;
  cases: string[];
}

/** Employed rules are checked first: an office holder cannot escape by substitution. */
export const DECISIVE_RULES: DecisiveRule[] = [
  {
    id: 'office_holder',
    title: 'Office holder',
    outcome: 'employed',
    all: [{ q: 'setup_office', in: ['yes'] }],
    reason:
      'The engagement is to hold an office. Earnings from an office are employment income (ITEPA 2003 s.5), and the off-payroll rules treat an office held through an intermediary in the same way, whatever the other factors show.',
    cases: [CASES.bater, CASES.edwardsClinch],
  },
  {
    id: 'substitution_exercised',
    title: 'Genuine, unfettered substitution actually exercised',
    outcome: 'selfEmployed',
    all: [
      { q: 'ps_right', in: ['objective', 'unfettered'] },
      { q: 'ps_genuine', in: ['yes'] },
      { q: 'ps_exercised', in: ['often', 'once'] },
      { q: 'ps_substitute_pays', in: ['worker'] },
    ],
    reason:
      'The worker has a genuine right, limited only by objective criteria, to send a substitute paid by their own business, and has actually used it. Without an obligation of personal service there can be no contract of employment.',
    cases: [CASES.tanton, CASES.readyMixed, CASES.pimlico],
  },
  {
    id: 'no_mutuality',
    title: 'No mutuality of obligation',
    outcome: 'selfEmployed',
    all: [{ q: 'moo_within', in: ['none'] }],
    reason:
      'Neither side is obliged to anything, even within a single piece of work, so the irreducible minimum of obligation for a contract of employment is missing.',
    cases: [CASES.carmichael, CASES.pgmol],
  },
];

/** k in the balance-to-percentage curve (see toPercent). */
export const BALANCE_SCALE = 3;
/** Where a decisive rule fires, the employed percentage is held at or beyond this bound. */
export const DECISIVE_BOUND = 90;
/** A factor whose net score is within ±this is reported as neutral. */
export const NEUTRAL_BAND = 0.1;
