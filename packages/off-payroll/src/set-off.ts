import { employeeNic, employerNic, payeIncomeTax } from './paye.ts';
import type { TaxYearRates } from './rates.ts';
import type { Pence } from './size-thresholds.ts';

export interface SetOffEstimate {
  /** Salary the worker's company is assumed to pay: up to the personal allowance. */
  salary: Pence;
  /** Income tax and NICs (both sides) on that salary. */
  salaryTaxAndNic: Pence;
  corporationTax: Pence;
  dividendTax: Pence;
  /** What HMRC might set off, capped at the gross liability. */
  total: Pence;
}

const band = (amount: number, from: number, to: number) => Math.max(0, Math.min(amount, to) - from);

/** Corporation tax on a year's profit: small profits rate, main rate, marginal relief between (CTA 2010). */
export function corporationTax(profit: Pence, r: TaxYearRates): Pence {
  const ct = r.corporationTax;
  if (profit <= 0) return 0;
  if (profit <= ct.lowerLimit) return profit * ct.smallProfitsRate;
  if (profit >= ct.upperLimit) return profit * ct.mainRate;
  return profit * ct.mainRate - ct.marginalReliefFraction * (ct.upperLimit - profit);
}

/** Tax on dividends above the rest of the personal allowance; the allowance uses up band (ITA 2007). */
export function dividendTax(dividend: Pence, allowanceLeft: Pence, r: TaxYearRates): Pence {
  const d = r.dividends;
  const taxable = Math.max(0, dividend - allowanceLeft);
  const basic = r.incomeTax.basicRateBand;
  const higherTop = r.incomeTax.additionalRateThreshold - r.incomeTax.personalAllowance;
  const inBasic = band(taxable, 0, basic);
  const inHigher = band(taxable, basic, higherTop);
  const inAdditional = Math.max(0, taxable - higherTop);
  // The dividend allowance is taxed at 0% but still fills the bands, lowest first.
  let allowance = d.allowance;
  const use = (amount: number) => {
    const free = Math.min(allowance, amount);
    allowance -= free;
    return amount - free;
  };
  return use(inBasic) * d.ordinaryRate + use(inHigher) * d.upperRate + use(inAdditional) * d.additionalRate;
}

/**
 * An ESTIMATE of the tax already paid on the engagement's income that HMRC could set off against the
 * deemed employer's liability (Finance Act 2024; ESM10037–ESM10038A). HMRC sets off only what the
 * worker and their company actually paid or were assessed on; we do not know that, so we assume the
 * common pattern of HMRC's own case study: the company's only income is the engagement, it pays the
 * worker a salary up to the personal allowance, pays corporation tax on the rest and distributes
 * what is left as a dividend. No expenses or pension contributions are assumed (they would lower
 * the set-off). Capped at the gross liability.
 */
export function estimateSetOff(payment: Pence, r: TaxYearRates, f: number, grossLiability: Pence): SetOffEstimate {
  const salary = Math.min(payment, r.incomeTax.personalAllowance * f);
  const salaryEmployerNic = employerNic(salary, r, f);
  const salaryTaxAndNic = salaryEmployerNic + employeeNic(salary, r, f) + payeIncomeTax(salary, r, f);
  const profit = Math.max(0, payment - salary - salaryEmployerNic);
  const ct = corporationTax(profit, r);
  const dividend = profit - ct;
  const divTax = dividendTax(dividend, Math.max(0, r.incomeTax.personalAllowance - salary), r);
  const whole = (p: number) => Math.round(p);
  const sum = whole(salaryTaxAndNic) + whole(ct) + whole(divTax);
  return {
    salary: whole(salary),
    salaryTaxAndNic: whole(salaryTaxAndNic),
    corporationTax: whole(ct),
    dividendTax: whole(divTax),
    total: Math.min(sum, grossLiability),
  };
}
