import type { TFinancialYear, TFinancialYearInput } from '@statera/shared';

/** The financial-year form as strings (inputs), and its conversion to the shared schema's input. */
export const EMPTY_YEAR = {
  start: '',
  end: '',
  filingDeadline: '',
  turnover: '',
  balanceSheetTotal: '',
  employees: '',
  isGroup: '',
  turnoverGross: '',
  balanceSheetGross: '',
  excludedFromSmallRegime: '',
  firstFinancialYear: '',
  evidence: '',
};
export type YearFormValues = typeof EMPTY_YEAR;

/** Pounds typed with £, commas or spaces: the commas are thousands separators here. */
const amount = (v: string) => v.replace(/[£,\s]/g, '') || undefined;
const yes = (v: string) => v === 'yes';

export function toYearInput(v: YearFormValues): TFinancialYearInput {
  const group = yes(v.isGroup);
  return {
    start: v.start || (undefined as unknown as string),
    end: v.end || (undefined as unknown as string),
    filingDeadline: v.filingDeadline || null,
    turnover: amount(v.turnover),
    balanceSheetTotal: amount(v.balanceSheetTotal),
    employees: amount(v.employees),
    isGroup: group,
    turnoverGross: group ? (amount(v.turnoverGross) ?? null) : null,
    balanceSheetGross: group ? (amount(v.balanceSheetGross) ?? null) : null,
    excludedFromSmallRegime: yes(v.excludedFromSmallRegime),
    firstFinancialYear: yes(v.firstFinancialYear),
    evidence: v.evidence,
  };
}

const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

export function yearValues(y: TFinancialYear): YearFormValues {
  return {
    start: y.start,
    end: y.end,
    filingDeadline: y.filingDeadlineEntered ? (y.filingDeadline ?? '') : '',
    turnover: pounds(y.turnover),
    balanceSheetTotal: pounds(y.balanceSheetTotal),
    employees: String(y.employees),
    isGroup: y.isGroup ? 'yes' : '',
    turnoverGross: pounds(y.turnoverGross),
    balanceSheetGross: pounds(y.balanceSheetGross),
    excludedFromSmallRegime: y.excludedFromSmallRegime ? 'yes' : '',
    firstFinancialYear: y.firstFinancialYear ? 'yes' : '',
    evidence: y.evidence,
  };
}

/**
 * Lines of pasted text (CSV or tab separated: first day, last day, turnover, balance sheet total,
 * employees, evidence) as import rows; the evidence may hold commas. Answers the rows, or the
 * number of the first incomplete line.
 */
export function parseYearLines(text: string): { years: TFinancialYearInput[] } | { badLine: number } {
  const years: TFinancialYearInput[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    const cells = raw.includes('\t') ? raw.split('\t') : raw.split(',');
    if (cells.length < 6) return { badLine: i + 1 };
    const [start, end, turnover, balance, employees, ...evidence] = cells.map((c) => c.trim());
    years.push({
      start: start!,
      end: end!,
      turnover: turnover!.replace(/[£\s]/g, ''),
      balanceSheetTotal: balance!.replace(/[£\s]/g, ''),
      employees: employees!,
      evidence: evidence.join(', '),
    });
  }
  return { years };
}
