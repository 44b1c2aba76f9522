import type { Pdf } from '../../../lib/pdf/document.ts';
import { callout, keyValues, paragraph, table } from '../../../lib/pdf/layout.ts';
import type { StatementOffPayroll } from '../../off-payroll/statement-off-payroll.ts';
import type { Statement } from './statement.ts';

/**
 * The statement's off-payroll section (issue 28): whether the client is in scope for the tax year,
 * who the fee-payer is, and the chain the statement is passed down. Kept in its own file: other
 * sections change independently.
 */
export const FEE_PAYER_SECTION_TITLE = 'Fee-payer and the supply chain';

/** Out of scope for the tax year: not a Status Determination Statement, and the title says so. */
export const isOutOfScope = (s: Pick<Statement, 'offPayroll'>) => s.offPayroll?.regime === 'chapter8';

export function statementTitle(s: Pick<Statement, 'offPayroll'>): string {
  return isOutOfScope(s) ? 'Employment status determination' : 'Status Determination Statement';
}

/** The line above the title on the cover. */
export function statementEyebrow(s: Pick<Statement, 'offPayroll'>): string {
  return isOutOfScope(s)
    ? `NOT A STATUS DETERMINATION STATEMENT · CLIENT OUT OF SCOPE FOR ${s.offPayroll!.taxYearLabel}`
    : 'OFF-PAYROLL WORKING RULES (IR35) · EMPLOYMENT STATUS';
}

/** The cover's explanation of the conclusion when the client is out of scope (else null: the usual one). */
export function outOfScopeExplanation(s: Pick<Statement, 'offPayroll' | 'result'>): string | null {
  if (!isOutOfScope(s)) return null;
  const employed = s.result.outcome === 'employed';
  return `Had the worker been engaged directly, they ${employed ? 'would' : 'would not'} have been an employee of the client for tax purposes. But the client is out of scope of the off-payroll rules for ${s.offPayroll!.taxYearLabel}: the worker’s own company decides the worker’s status under the older rules (IR35, Chapter 8) and no one in the chain deducts tax because of this document.`;
}

/** What this document is, on the cover, when the client is out of scope (else null). */
export function outOfScopeAbout(s: Pick<Statement, 'offPayroll'>): string | null {
  if (!isOutOfScope(s)) return null;
  return `This is the client’s own determination of the worker’s employment status. It is not a status determination statement under Chapter 10, Part 2 of the Income Tax (Earnings and Pensions) Act 2003: the client is small (not a public authority and within the Companies Act size limits) for ${s.offPayroll!.taxYearLabel}, so those rules do not apply to it. See section 3.`;
}

const KIND: Record<string, string> = {
  agency: 'Agency',
  other: 'Other party',
  umbrella: 'Umbrella company (employs the worker)',
  intermediary: "Worker's intermediary",
};
const UK: Record<string, string> = {
  uk_resident: 'UK resident',
  uk_presence: 'UK place of business',
  non_uk: 'Outside the UK',
};

function drawChain(doc: Pdf, o: StatementOffPayroll): void {
  const rows: string[][] = [['0', o.client, 'Client (issues this statement)', '—']];
  for (const p of o.chain)
    rows.push([String(p.position), p.name, KIND[p.kind] ?? p.kind, UK[p.ukStatus] ?? p.ukStatus]);
  if (!o.chain.some((p) => p.kind === 'intermediary' || p.kind === 'umbrella'))
    rows.push([
      String(o.chain.length + 1),
      o.end.name,
      o.end.kind === 'worker' ? 'The worker (engaged directly)' : "Worker's intermediary",
      '—',
    ]);
  table(
    doc,
    [
      { header: '#', width: 0.06 },
      { header: 'Party', width: 0.36, bold: true },
      { header: 'Role in the chain', width: 0.34 },
      { header: 'Residence', width: 0.24 },
    ],
    rows,
  );
}

export function drawFeePayer(doc: Pdf, s: Statement): void {
  const o = s.offPayroll;
  if (!o) {
    paragraph(doc, 'The supply chain was not available when this statement was issued.');
    return;
  }
  if (o.regime === 'chapter8') {
    callout(doc, `The client is out of scope of the off-payroll rules for ${o.taxYearLabel}`, [
      'The client is neither a public authority nor a medium or large organisation for this tax year (ITEPA 2003 ss.60A–60G, s.61M), so Chapter 10 does not apply and this document is not a Status Determination Statement.',
      'The worker’s own company decides the worker’s status under the older rules (Chapter 8, IR35) and accounts for any tax due.',
    ]);
    drawChain(doc, o);
    return;
  }
  keyValues(doc, [
    [
      'Tax year',
      `${o.taxYearLabel}${o.scopeDecided ? '' : ' (scope assumed: the client’s size figures are not recorded)'}`,
    ],
    ['Fee-payer', o.feePayer ?? 'Not applicable'],
    ['Deducts income tax and NICs (deemed employer)', o.deemedEmployer ?? 'Not applicable'],
    ...(o.jointlyLiable ? [['Jointly liable with the umbrella company', o.jointlyLiable] as [string, string]] : []),
  ]);
  drawChain(doc, o);
  if (o.regime === 'umbrella') {
    paragraph(
      doc,
      'An umbrella company employs the worker and operates PAYE, so Chapter 10 does not move the liability. From 6 April 2026 the party named above is jointly and severally liable for the umbrella company’s PAYE (ITEPA 2003 ss.61Y–61Z, Finance Act 2026).',
    );
  } else if (o.regime === 'chapter10') {
    paragraph(
      doc,
      'Each party must pass this statement to the party below it. The deemed employer is the lowest party above the worker’s intermediary that is UK resident or has a UK place of business and has received this statement; a party that does not pass it on becomes liable for the tax and NICs (ITEPA 2003 s.61N).',
    );
  }
  if (!o.chainRecorded)
    paragraph(doc, 'The chain shown was not recorded in full: it is taken from the engagement’s agency.');
}
