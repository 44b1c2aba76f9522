import type { TaxYearRates } from './rates.ts';
import type { Pence } from './size-thresholds.ts';

const band = (amount: number, from: number, to: number) => Math.max(0, Math.min(amount, to) - from);

/**
 * Income tax PAYE would deduct from `pay` for a year (or the share `f` of one), with the code
 * 1257L's tax-free pay as HMRC's worked example does (ESM10038A: £60,000 → £11,428). The bands
 * apply to taxable pay; the higher rate runs to the additional-rate threshold less the allowance.
 * The personal allowance taper above £100,000 is not applied: PAYE under 1257L does not apply it.
 */
export function payeIncomeTax(pay: Pence, r: TaxYearRates, f = 1): Pence {
  const it = r.incomeTax;
  const taxable = Math.max(0, pay - it.codeFreePay * f);
  const basicTop = it.basicRateBand * f;
  const higherTop = (it.additionalRateThreshold - it.personalAllowance) * f;
  return (
    band(taxable, 0, basicTop) * it.basicRate +
    band(taxable, basicTop, higherTop) * it.higherRate +
    Math.max(0, taxable - higherTop) * it.additionalRate
  );
}

/** Employee (primary) Class 1 NICs on `pay` over the share `f` of a year's earnings thresholds. */
export function employeeNic(pay: Pence, r: TaxYearRates, f = 1): Pence {
  const n = r.nic;
  return (
    band(pay, n.primaryThreshold * f, n.upperEarningsLimit * f) * n.employeeMainRate +
    Math.max(0, pay - n.upperEarningsLimit * f) * n.employeeUpperRate
  );
}

/** Employer (secondary) Class 1 NICs on `pay`. */
export function employerNic(pay: Pence, r: TaxYearRates, f = 1): Pence {
  return Math.max(0, pay - r.nic.secondaryThreshold * f) * r.nic.employerRate;
}

export interface PayeFigures {
  /** The pay taxed: the deemed direct payment, or an umbrella worker's gross pay. */
  pay: Pence;
  incomeTax: Pence;
  employeeNic: Pence;
  employerNic: Pence;
  apprenticeshipLevy: Pence;
  total: Pence;
}

const whole = (p: number) => Math.round(p);

/**
 * PAYE on a deemed direct payment (s.61Q): the whole payment is earnings; employer's NICs and the
 * levy come on top (the fee-payer may not deduct them from the payment).
 */
export function payeOnTop(pay: Pence, r: TaxYearRates, f: number, levy: boolean): PayeFigures {
  const figures = {
    pay: whole(pay),
    incomeTax: whole(payeIncomeTax(pay, r, f)),
    employeeNic: whole(employeeNic(pay, r, f)),
    employerNic: whole(employerNic(pay, r, f)),
    apprenticeshipLevy: levy ? whole(pay * r.apprenticeshipLevyRate) : 0,
  };
  return {
    ...figures,
    total: figures.incomeTax + figures.employeeNic + figures.employerNic + figures.apprenticeshipLevy,
  };
}

/**
 * PAYE on an umbrella company's pay when `funds` (what the chain pays the umbrella) must cover the
 * employer's NICs and the levy too: gross pay G solves G + employer NICs(G) + levy(G) = funds.
 * Holiday pay, pension and the umbrella's margin are left out (they lower G; the estimate is high).
 */
export function payeInclusive(funds: Pence, r: TaxYearRates, f: number, levy: boolean): PayeFigures {
  const l = levy ? r.apprenticeshipLevyRate : 0;
  const st = r.nic.secondaryThreshold * f;
  const rate = r.nic.employerRate;
  const gross = funds <= st * (1 + l) ? funds / (1 + l) : (funds + rate * st) / (1 + rate + l);
  return payeOnTop(gross, r, f, levy);
}
