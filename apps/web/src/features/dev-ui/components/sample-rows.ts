/** Made-up records for the gallery's table. */
export interface SampleRow {
  id: string;
  name: string;
  company: string;
  status: 'active' | 'ended' | 'archived';
  value: number;
  due: string;
}

const NAMES = ['Alex Morgan', 'Sam Patel', 'Jordan Lee', 'Casey Wright', 'Riley Shaw', 'Taylor Reid', 'Morgan Hale'];
const COMPANIES = ['Northwind Ltd', 'Contoso Digital', 'Fabrikam Services'];
const STATUSES = ['active', 'ended', 'archived'] as const;

export const SAMPLE_ROWS: SampleRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: `row-${i + 1}`,
  name: `${NAMES[i % NAMES.length]} ${i + 1}`,
  company: COMPANIES[i % COMPANIES.length] ?? '',
  status: STATUSES[i % STATUSES.length] ?? 'active',
  value: 1250 * (i + 1) + (i % 3) * 1_000_000,
  due: new Date(Date.UTC(2026, i % 12, (i % 27) + 1)).toISOString().slice(0, 10),
}));
