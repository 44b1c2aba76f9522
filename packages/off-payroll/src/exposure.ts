import { daysInclusive, type IsoDate, maxDate, minDate } from './dates.ts';
import { type PayeFigures, payeInclusive, payeOnTop } from './paye.ts';
import { ratesFor } from './rates.ts';
import { estimateSetOff, type SetOffEstimate } from './set-off.ts';
import type { Pence } from './size-thresholds.ts';
import { type TaxYear, taxYearDays, taxYearEnd, taxYearLabel, taxYearOf, taxYearStart } from './tax-year.ts';

/**
 * What would be due on a tax year's share of the engagement if it were inside the rules:
 * - `chapter10`: the client is in scope and the worker works through their intermediary: PAYE on the
 *   deemed direct payment, employer's NICs on top (ITEPA 2003 s.61Q);
 * - `umbrella`: an umbrella company employs the worker: its PAYE, which the relevant party shares
 *   from 6 April 2026 (Finance Act 2026);
 * - `chapter8`: the client is out of scope: the worker's intermediary decides and pays (IR35), nothing
 *   falls on the chain;
 * - `none`: no intermediary (a sole trader engaged directly) or an umbrella's payments before its rules.
 */
export type ExposureRegime = 'chapter10' | 'umbrella' | 'chapter8' | 'none';

export interface ExposureYear {
  taxYear: TaxYear;
  label: string;
  from: IsoDate;
  to: IsoDate;
  /** The share of the tax year the engagement covers (thresholds are pro-rated by it). */
  fraction: number;
  /** The engagement's value in this tax year, split by days. */
  payment: Pence;
  regime: ExposureRegime;
  ratesStatus: 'legislated' | 'announced' | 'assumed';
  paye: PayeFigures | null;
  /** Marked an estimate everywhere it is shown (Finance Act 2024 set-off). */
  setOffEstimate: SetOffEstimate | null;
  gross: Pence;
  net: Pence;
}

export interface ExposureTotals {
  payment: Pence;
  incomeTax: Pence;
  employeeNic: Pence;
  employerNic: Pence;
  apprenticeshipLevy: Pence;
  gross: Pence;
  setOffEstimate: Pence;
  net: Pence;
}

export interface ExposureInput {
  contractStart: IsoDate;
  contractEnd: IsoDate;
  value: Pence;
  /** The regime of each tax year the engagement touches. */
  regimeFor: (taxYear: TaxYear) => ExposureRegime;
  /** The liable party pays the apprenticeship levy (0.5% on top). */
  apprenticeshipLevy: boolean;
}

/** The engagement's value split over the tax years it spans, by days (remainders to the last share). */
export function splitByTaxYear(start: IsoDate, end: IsoDate, value: Pence) {
  if (end < start) return [];
  const total = daysInclusive(start, end);
  const out: { taxYear: TaxYear; from: IsoDate; to: IsoDate; days: number; payment: Pence }[] = [];
  let given = 0;
  for (let y = taxYearOf(start); y <= taxYearOf(end); y++) {
    const from = maxDate(start, taxYearStart(y));
    const to = minDate(end, taxYearEnd(y));
    const days = daysInclusive(from, to);
    const payment = y === taxYearOf(end) ? value - given : Math.round((value * days) / total);
    given += payment;
    out.push({ taxYear: y, from, to, days, payment });
  }
  return out;
}

const UMBRELLA_FROM = '2026-04-06';

/** The money at stake on an engagement, per tax year and in total. */
export function engagementExposure(input: ExposureInput): { years: ExposureYear[]; totals: ExposureTotals } {
  const years: ExposureYear[] = [];
  const parts = splitByTaxYear(input.contractStart, input.contractEnd, input.value);
  for (const part of parts) {
    let regime = input.regimeFor(part.taxYear);
    let payment = part.payment;
    let from = part.from;
    let days = part.days;
    if (regime === 'umbrella' && part.to < UMBRELLA_FROM) regime = 'none';
    if (regime === 'umbrella' && part.from < UMBRELLA_FROM) {
      // Only payments from 6 April 2026 are shared: the later part of the year.
      const later = daysInclusive(UMBRELLA_FROM, part.to);
      payment = Math.round((part.payment * later) / part.days);
      from = UMBRELLA_FROM;
      days = later;
    }
    const fraction = days / taxYearDays(part.taxYear);
    const r = ratesFor(part.taxYear);
    const ratesStatus = r.assumed ? 'assumed' : r.status;
    let paye: PayeFigures | null = null;
    let setOff: SetOffEstimate | null = null;
    if (regime === 'chapter10') {
      paye = payeOnTop(payment, r, fraction, input.apprenticeshipLevy);
      setOff = estimateSetOff(payment, r, fraction, paye.total);
    } else if (regime === 'umbrella') {
      paye = payeInclusive(payment, r, fraction, input.apprenticeshipLevy);
    }
    const gross = paye?.total ?? 0;
    years.push({
      taxYear: part.taxYear,
      label: taxYearLabel(part.taxYear),
      from,
      to: part.to,
      fraction,
      payment: part.payment,
      regime,
      ratesStatus,
      paye,
      setOffEstimate: setOff,
      gross,
      net: gross - (setOff?.total ?? 0),
    });
  }
  const sum = (f: (y: ExposureYear) => number) => years.reduce((s, y) => s + f(y), 0);
  return {
    years,
    totals: {
      payment: sum((y) => y.payment),
      incomeTax: sum((y) => y.paye?.incomeTax ?? 0),
      employeeNic: sum((y) => y.paye?.employeeNic ?? 0),
      employerNic: sum((y) => y.paye?.employerNic ?? 0),
      apprenticeshipLevy: sum((y) => y.paye?.apprenticeshipLevy ?? 0),
      gross: sum((y) => y.gross),
      setOffEstimate: sum((y) => y.setOffEstimate?.total ?? 0),
      net: sum((y) => y.net),
    },
  };
}
