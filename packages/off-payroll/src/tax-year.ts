import { addDays, type IsoDate } from './dates.ts';

/**
 * A UK tax year, named by the calendar year it starts in: 2026 is 6 April 2026 to 5 April 2027
 * ("2026/27").
 */
export type TaxYear = number;

export const taxYearStart = (y: TaxYear): IsoDate => `${y}-04-06`;
export const taxYearEnd = (y: TaxYear): IsoDate => `${y + 1}-04-05`;
export const taxYearLabel = (y: TaxYear): string => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;

/** The tax year a day falls in. */
export function taxYearOf(d: IsoDate): TaxYear {
  const y = Number(d.slice(0, 4));
  return d >= `${y}-04-06` ? y : y - 1;
}

/** Days in the tax year (366 when it holds 29 February). */
export const taxYearDays = (y: TaxYear): number =>
  Math.round((Date.parse(`${taxYearEnd(y)}T00:00:00Z`) - Date.parse(`${taxYearStart(y)}T00:00:00Z`)) / 86_400_000) + 1;

/** The first tax year of the private-sector rules (medium and large clients from 6 April 2021). */
export const FIRST_PRIVATE_SECTOR_TAX_YEAR: TaxYear = 2021;

/** Tax years from `first` to `last`, both included. */
export function taxYearsBetween(first: TaxYear, last: TaxYear): TaxYear[] {
  const out: TaxYear[] = [];
  for (let y = first; y <= last; y++) out.push(y);
  return out;
}

/** The day before a tax year starts: what "before the beginning of the tax year" compares with. */
export const dayBeforeTaxYear = (y: TaxYear): IsoDate => addDays(taxYearStart(y), -1);
