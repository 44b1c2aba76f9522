import { type Pence, pounds } from './size-thresholds.ts';
import type { TaxYear } from './tax-year.ts';

/**
 * Rates and thresholds per tax year (England, Wales and Northern Ireland; Scottish income tax bands
 * are not modelled). Where a rate changed during a year (2022/23, 2023/24) the figures are HMRC's
 * annual ones for directors' annual earnings periods, which is how a whole year is computed at once.
 * `status`: 'legislated' figures are in force; 'announced' ones were announced but we could not check
 * the final text; a later year without a row is taken as the last row ('assumed').
 */
export interface TaxYearRates {
  taxYear: TaxYear;
  status: 'legislated' | 'announced';
  incomeTax: {
    personalAllowance: Pence;
    /** Tax-free pay of the code 1257L for a year (£12,579): what PAYE gives, as HMRC's ESM10038A does. */
    codeFreePay: Pence;
    basicRateBand: Pence;
    /** Where the additional rate starts (total income). */
    additionalRateThreshold: Pence;
    basicRate: number;
    higherRate: number;
    additionalRate: number;
  };
  nic: {
    primaryThreshold: Pence;
    upperEarningsLimit: Pence;
    employeeMainRate: number;
    employeeUpperRate: number;
    secondaryThreshold: Pence;
    employerRate: number;
  };
  apprenticeshipLevyRate: number;
  corporationTax: {
    smallProfitsRate: number;
    mainRate: number;
    lowerLimit: Pence;
    upperLimit: Pence;
    /** Marginal relief fraction between the limits (3/200 from 1 April 2023). */
    marginalReliefFraction: number;
  };
  dividends: { allowance: Pence; ordinaryRate: number; upperRate: number; additionalRate: number };
}

const incomeTax = (additionalRateThreshold: number) => ({
  personalAllowance: pounds(12_570),
  codeFreePay: pounds(12_579),
  basicRateBand: pounds(37_700),
  additionalRateThreshold: pounds(additionalRateThreshold),
  basicRate: 0.2,
  higherRate: 0.4,
  additionalRate: 0.45,
});
const ct19 = {
  smallProfitsRate: 0.19,
  mainRate: 0.19,
  lowerLimit: pounds(50_000),
  upperLimit: pounds(250_000),
  marginalReliefFraction: 0,
};
const ct25 = { ...ct19, mainRate: 0.25, marginalReliefFraction: 3 / 200 };
const uel = pounds(50_270);

export const TAX_YEAR_RATES: readonly TaxYearRates[] = [
  {
    taxYear: 2021,
    status: 'legislated',
    incomeTax: incomeTax(150_000),
    nic: {
      primaryThreshold: pounds(9_568),
      upperEarningsLimit: uel,
      employeeMainRate: 0.12,
      employeeUpperRate: 0.02,
      secondaryThreshold: pounds(8_840),
      employerRate: 0.138,
    },
    apprenticeshipLevyRate: 0.005,
    corporationTax: ct19,
    dividends: { allowance: pounds(2_000), ordinaryRate: 0.075, upperRate: 0.325, additionalRate: 0.381 },
  },
  {
    // Health and Social Care Levy (+1.25 points) 6 April – 5 November 2022; primary threshold raised
    // on 6 July 2022: the annual director figures blend both.
    taxYear: 2022,
    status: 'legislated',
    incomeTax: incomeTax(150_000),
    nic: {
      primaryThreshold: pounds(11_908),
      upperEarningsLimit: uel,
      employeeMainRate: 0.1273,
      employeeUpperRate: 0.0273,
      secondaryThreshold: pounds(9_100),
      employerRate: 0.1453,
    },
    apprenticeshipLevyRate: 0.005,
    corporationTax: ct19,
    dividends: { allowance: pounds(2_000), ordinaryRate: 0.0875, upperRate: 0.3375, additionalRate: 0.3935 },
  },
  {
    // Employee main rate 12% to 5 January 2024, 10% after: 11.5% for a director's annual period.
    taxYear: 2023,
    status: 'legislated',
    incomeTax: incomeTax(125_140),
    nic: {
      primaryThreshold: pounds(12_570),
      upperEarningsLimit: uel,
      employeeMainRate: 0.115,
      employeeUpperRate: 0.02,
      secondaryThreshold: pounds(9_100),
      employerRate: 0.138,
    },
    apprenticeshipLevyRate: 0.005,
    corporationTax: ct25,
    dividends: { allowance: pounds(1_000), ordinaryRate: 0.0875, upperRate: 0.3375, additionalRate: 0.3935 },
  },
  {
    taxYear: 2024,
    status: 'legislated',
    incomeTax: incomeTax(125_140),
    nic: {
      primaryThreshold: pounds(12_570),
      upperEarningsLimit: uel,
      employeeMainRate: 0.08,
      employeeUpperRate: 0.02,
      secondaryThreshold: pounds(9_100),
      employerRate: 0.138,
    },
    apprenticeshipLevyRate: 0.005,
    corporationTax: ct25,
    dividends: { allowance: pounds(500), ordinaryRate: 0.0875, upperRate: 0.3375, additionalRate: 0.3935 },
  },
  {
    // Employer rate 15% and secondary threshold £5,000 from 6 April 2025.
    taxYear: 2025,
    status: 'legislated',
    incomeTax: incomeTax(125_140),
    nic: {
      primaryThreshold: pounds(12_570),
      upperEarningsLimit: uel,
      employeeMainRate: 0.08,
      employeeUpperRate: 0.02,
      secondaryThreshold: pounds(5_000),
      employerRate: 0.15,
    },
    apprenticeshipLevyRate: 0.005,
    corporationTax: ct25,
    dividends: { allowance: pounds(500), ordinaryRate: 0.0875, upperRate: 0.3375, additionalRate: 0.3935 },
  },
  {
    // Thresholds frozen; dividend ordinary and upper rates up 2 points from 6 April 2026 (announced
    // in the November 2025 Budget; not checked against the enacted text here).
    taxYear: 2026,
    status: 'announced',
    incomeTax: incomeTax(125_140),
    nic: {
      primaryThreshold: pounds(12_570),
      upperEarningsLimit: uel,
      employeeMainRate: 0.08,
      employeeUpperRate: 0.02,
      secondaryThreshold: pounds(5_000),
      employerRate: 0.15,
    },
    apprenticeshipLevyRate: 0.005,
    corporationTax: ct25,
    dividends: { allowance: pounds(500), ordinaryRate: 0.1075, upperRate: 0.3575, additionalRate: 0.3935 },
  },
];

export const FIRST_RATES_YEAR = TAX_YEAR_RATES[0]!.taxYear;
export const LAST_RATES_YEAR = TAX_YEAR_RATES[TAX_YEAR_RATES.length - 1]!.taxYear;

/**
 * The rates of a tax year; before the first row, the first; after the last, the last ('assumed':
 * thresholds are frozen to 2030/31, rates may change).
 */
export function ratesFor(y: TaxYear): TaxYearRates & { assumed: boolean } {
  const exact = TAX_YEAR_RATES.find((r) => r.taxYear === y);
  if (exact) return { ...exact, assumed: false };
  const nearest = y < FIRST_RATES_YEAR ? TAX_YEAR_RATES[0]! : TAX_YEAR_RATES[TAX_YEAR_RATES.length - 1]!;
  return { ...nearest, taxYear: y, assumed: true };
}
