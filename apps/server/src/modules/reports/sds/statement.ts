import type { TAssessmentResult } from '@statera/shared';
import type { StatementOffPayroll } from '../../off-payroll/statement-off-payroll.ts';
import type { StatementWorkerAccount } from '../../worker-account/worker-account-statement.ts';
import type { ReportRow, StatementSource } from '../report.repository.ts';

/** What a Status Determination Statement prints: plain data, built once, rendered by the sections. */
export interface Statement {
  reportId: string;
  /** The short id printed on every page, e.g. SDS-1A2B3C4D-v2. */
  statementId: string;
  version: number;
  assessmentVersion: number;
  issuedAt: Date;
  assessmentType: string;
  client: { name: string; number: string | null };
  group: { name: string; number: string | null } | null;
  contact: { name: string; email: string } | null;
  entity: { name: string; number: string | null; type: 'company' | 'limited_liability_partnership' | 'sole_trader' };
  individual: { name: string; email: string | null; role: string | null };
  agency: { name: string; number: string | null; email: string | null } | null;
  engagement: {
    serviceProvided: string;
    contractStart: string;
    contractEnd: string;
    contractValuePence: number;
    department: string | null;
    yourReference: string | null;
  };
  answeredBy: string;
  submittedBy: string | null;
  submittedAt: Date | null;
  approvedBy: string;
  approvedAt: Date | null;
  result: TAssessmentResult;
  answers: Record<string, string[]>;
  path: string[];
  comments: { threadType: string; questionId: string | null; author: string; createdAt: Date; body: string }[];
  /** Scope for the tax year, the fee-payer and the chain (sds/fee-payer.ts); absent on statements made before it. */
  offPayroll?: StatementOffPayroll | null;
  /**
   * Whether the client group takes disagreements through the appeal process when the statement is
   * issued: the worker's statement email then carries their personal appeal link, and "How to
   * disagree" points there rather than only to the client contact.
   */
  appealProcess: boolean;
  /** The worker's own account (issue 29): null when the worker was not asked. */
  workerAccount: StatementWorkerAccount | null;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The statement of a report, from its stored sources; null when the answer version is missing. */
export function toStatement(
  source: StatementSource,
  report: ReportRow,
  issuedAt: Date,
  opts: {
    appealProcess: boolean;
    offPayroll?: StatementOffPayroll | null;
    workerAccount?: StatementWorkerAccount | null;
  } = { appealProcess: false },
): Statement | null {
  const v = source.version;
  if (!v) return null;
  const e = source.engagement;
  return {
    reportId: report.id,
    statementId: `SDS-${source.assessment.id.slice(0, 8).toUpperCase()}-v${report.version}`,
    version: report.version,
    assessmentVersion: report.assessmentVersion,
    issuedAt,
    assessmentType: source.assessment.type,
    client: { name: source.company.name, number: source.company.number },
    group: source.parent?.name ? { name: source.parent.name, number: source.parent.number } : null,
    contact: source.contact ? { name: fullName(source.contact), email: source.contact.email } : null,
    entity: source.entity,
    individual: { ...source.individual, role: e.engagedIndividualRole },
    agency: source.agency?.name
      ? { name: source.agency.name, number: source.agency.number, email: source.agency.email }
      : null,
    engagement: {
      serviceProvided: e.serviceProvided,
      contractStart: e.contractStart,
      contractEnd: e.contractEnd,
      contractValuePence: e.contractValuePence,
      department: source.department,
      yourReference: e.yourReference,
    },
    answeredBy: fullName(source.answerer),
    submittedBy: v.submitter?.firstName ? fullName(v.submitter) : null,
    submittedAt: v.v.createdAt,
    approvedBy: fullName(source.approver),
    approvedAt: source.assessment.dateApproved,
    result: v.v.result,
    answers: v.v.answers,
    path: v.v.path,
    comments: source.comments,
    offPayroll: opts.offPayroll ?? null,
    appealProcess: opts.appealProcess,
    workerAccount: opts.workerAccount ?? null,
  };
}

/** The conclusion in plain words: IR35 inside/outside, or employed/self-employed for a sole trader. */
export function conclusionOf(s: Pick<Statement, 'result'>): { headline: string; explanation: string } {
  const employed = s.result.outcome === 'employed';
  if (s.result.isIr35 === false) {
    return employed
      ? {
          headline: 'Employed for tax purposes',
          explanation:
            'The worker, a sole trader engaged directly, is to be treated as an employee of the client for income tax and National Insurance.',
        }
      : {
          headline: 'Self-employed for tax purposes',
          explanation:
            'The worker, a sole trader engaged directly, is in business on their own account and is self-employed for income tax and National Insurance.',
        };
  }
  return employed
    ? {
        headline: 'Inside IR35',
        explanation:
          'The off-payroll working rules (IR35) apply: had the worker been engaged directly, they would have been an employee of the client for tax purposes. The fee-payer must deduct income tax and National Insurance.',
      }
    : {
        headline: 'Outside IR35',
        explanation:
          'The off-payroll working rules (IR35) do not apply: had the worker been engaged directly, they would not have been an employee of the client for tax purposes.',
      };
}

export const ENTITY_TYPES: Record<Statement['entity']['type'], string> = {
  company: 'Limited company',
  limited_liability_partnership: 'Limited liability partnership',
  sole_trader: 'Sole trader',
};

export const RISK_TEXT: Record<'low' | 'medium' | 'high', string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
