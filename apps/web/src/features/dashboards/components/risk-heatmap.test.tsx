import { HEATMAP_BANDS, type THeatmapCell, type TRiskHeatmap } from '@statera/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RiskHeatmap } from './risk-heatmap.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';

function heatmap(moneyAtStake: (band: string) => number | null): TRiskHeatmap {
  const cell = (band: string): THeatmapCell => ({
    engagements: band === 'high' ? 2 : 0,
    contractValue: band === 'high' ? 120_000 : 0,
    moneyAtStake: band === 'high' ? moneyAtStake(band) : moneyAtStake(band) === null ? null : 0,
    link: { list: 'engagements', query: { status: 'active', riskLevels: [band] } },
  });
  return {
    by: 'company',
    truncated: false,
    rows: [
      {
        id: COMPANY,
        name: 'Acme Ltd',
        cells: Object.fromEntries(HEATMAP_BANDS.map((b) => [b, cell(b)])) as TRiskHeatmap['rows'][number]['cells'],
      },
    ],
  };
}

const show = (h: TRiskHeatmap) =>
  renderWithProviders(
    <MemoryRouter>
      <RiskHeatmap heatmap={h} />
    </MemoryRouter>,
  );

describe('RiskHeatmap: the money at stake', () => {
  it('shows a company admin each busy cell’s money at stake and the total, with where the working is', () => {
    show(heatmap(() => 41_234.5));
    expect(screen.getByText('£41,234.50 at stake')).toBeTruthy();
    expect(screen.getByText(/At stake if inside the off-payroll rules: £41,234\.50/)).toBeTruthy();
    // Empty cells say nothing about money.
    expect(screen.getAllByText(/at stake$/)).toHaveLength(1);
  });

  it('says nothing about it where the server does not work it out (null: provider staff)', () => {
    show(heatmap(() => null));
    expect(screen.queryByText(/^£[\d,.]+ at stake$/)).toBeNull();
    expect(screen.queryByText(/off-payroll rules/)).toBeNull();
    expect(screen.getByText('£120,000.00')).toBeTruthy();
  });
});
