import { z } from 'zod';

/**
 * Business sectors a company may pick (spec §9: 29 values from aerospace_and_defence to
 * transport_and_logistics; the full list is ours, see docs/decisions/companies-admin.md).
 * Alphabetical; the web shows `sectors.<value>`.
 */
export const SECTORS = [
  'aerospace_and_defence',
  'agriculture_and_forestry',
  'automotive',
  'banking_and_financial_services',
  'charities_and_not_for_profit',
  'chemicals',
  'construction',
  'consumer_goods',
  'education',
  'energy_and_utilities',
  'engineering',
  'food_and_drink',
  'healthcare_and_life_sciences',
  'hospitality_and_leisure',
  'insurance',
  'legal_and_professional_services',
  'manufacturing',
  'media_and_entertainment',
  'mining_and_natural_resources',
  'oil_and_gas',
  'pharmaceuticals',
  'public_sector',
  'real_estate_and_property',
  'retail',
  'sport',
  'technology',
  'telecommunications',
  'tourism_and_travel',
  'transport_and_logistics',
] as const;
export type TSector = (typeof SECTORS)[number];

export const ZSector = z.enum(SECTORS, { error: 'errors.invalidOption' });
export const ZSectors = z.array(ZSector);
