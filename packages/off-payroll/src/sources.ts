/**
 * The legislation and HMRC manual pages each rule rests on. Rules cite these ids; the web shows the
 * citation beside a step of working, and docs/off-payroll-liability.md lists them with the rules.
 * `verified: false` marks a reference (usually a subsection number) given from memory rather than
 * read in the text: check it before relying on it.
 */
export const SOURCES = {
  itepa61K: { cite: 'ITEPA 2003, Part 2, Chapter 10 (ss.61K–61X)', verified: true },
  itepa61L: { cite: 'ITEPA 2003 s.61L (public authority); ESM10005', verified: true },
  itepa61M: { cite: 'ITEPA 2003 s.61M (engagements to which Chapter 10 applies); ESM10001A, ESM10022', verified: true },
  itepa60A: {
    cite: 'ITEPA 2003 s.60A (company small for a tax year: relevant financial year); ESM10006',
    verified: true,
  },
  itepa60C: { cite: 'ITEPA 2003 s.60C (subsidiaries: the parent must be small too)', verified: true },
  itepa60D: {
    cite: 'ITEPA 2003 s.60D (relevant undertakings: LLPs, overseas and unregistered companies)',
    verified: false,
  },
  itepa60E: {
    cite: 'ITEPA 2003 s.60E (other undertakings: turnover, year ending 9 months before); ESM10008',
    verified: true,
  },
  itepa60F: { cite: 'ITEPA 2003 s.60F (other persons: turnover of the last calendar year)', verified: true },
  itepa60G: { cite: 'ITEPA 2003 s.60G (connected persons: turnover aggregated); ESM10008', verified: false },
  itepa60I: { cite: 'ITEPA 2003 s.60I (UK connection immediately before the tax year); ESM10025', verified: true },
  esm10008: {
    cite: 'ESM10008 (year ending 31 March 2020, filed by 31 December 2020, decides 2021/22)',
    verified: true,
  },
  esm10006a: { cite: 'ESM10006A (size thresholds from 6 April 2025)', verified: true },
  ca2006s382: {
    cite: 'Companies Act 2006 s.382 (small company; two consecutive years; short years pro rata)',
    verified: true,
  },
  ca2006s383: { cite: 'Companies Act 2006 s.383 (small group: aggregates, net or gross)', verified: true },
  ca2006s384: { cite: 'Companies Act 2006 s.384 (companies excluded from the small companies regime)', verified: true },
  ca2006s442: {
    cite: 'Companies Act 2006 ss.442–443 (period for filing accounts; corresponding date)',
    verified: true,
  },
  si2024_1303: {
    cite: 'Companies (Accounts and Reports) (Amendment and Transitional Provision) Regulations 2024 (SI 2024/1303)',
    verified: false,
  },
  itepa61N: { cite: 'ITEPA 2003 s.61N (chain, fee-payer, qualifying person); ESM10017, ESM10018', verified: true },
  itepa61NA: {
    cite: 'ITEPA 2003 s.61NA (client treated as fee-payer: no SDS, no reasonable care); ESM10014',
    verified: true,
  },
  itepa61T: { cite: 'ITEPA 2003 s.61T (client-led status disagreement process, 45 days); ESM10015', verified: true },
  itepa61Q: { cite: 'ITEPA 2003 s.61Q (the deemed direct payment); ESM9070', verified: true },
  esm10003: {
    cite: 'ESM10003 (conditions of liability: a worker already employed under PAYE is outside)',
    verified: true,
  },
  esm10016: { cite: 'ESM10016 (withdraw the SDS when the client ceases to be medium or large)', verified: true },
  fa2026s24: {
    cite: 'Finance Act 2026 s.24, ITEPA 2003 Part 2 Chapter 11 ss.61Y–61Z1 (umbrella companies: joint and several liability)',
    verified: true,
  },
  fa2024setOff: {
    cite: 'Finance Act 2024 set-off of tax already paid (PAYE Regulations reg. 72GA); ESM10037, ESM10038, ESM10038A',
    verified: false,
  },
  esm10038a: { cite: 'ESM10038A (case study: £11,428 income tax, £10,235 NICs)', verified: true },
  payeRates: {
    cite: 'HMRC rates and thresholds for employers (income tax, Class 1 NICs) per tax year',
    verified: false,
  },
  apprenticeshipLevy: { cite: 'Finance Act 2016 Part 6 (apprenticeship levy, 0.5%)', verified: true },
  corporationTax: {
    cite: 'CTA 2010 (main rate, small profits rate and marginal relief from 1 April 2023)',
    verified: true,
  },
  dividendTax: { cite: 'ITA 2007 s.8 and s.13A (dividend rates and the dividend allowance)', verified: false },
} as const;

export type SourceId = keyof typeof SOURCES;
