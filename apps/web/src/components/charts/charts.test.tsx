import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BarChart } from './bar-chart.tsx';
import { CHART_COLORS, chartColor } from './chart-colors.ts';
import { DonutChart } from './donut-chart.tsx';

// recharts measures its container, which has no size without a layout engine; the drawing is aria-hidden anyway.
beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());

/** The swatch colour of each legend entry, in order. */
const swatchColours = (figure: HTMLElement) =>
  [...figure.querySelectorAll<HTMLElement>('.mantine-ColorSwatch-colorOverlay')].map((el) => el.style.backgroundColor);

describe('chart colours', () => {
  it('has 12 distinct colours and repeats them from the 13th series', () => {
    expect(CHART_COLORS).toHaveLength(12);
    expect(new Set(CHART_COLORS).size).toBe(12);
    expect(Array.from({ length: 12 }, (_, i) => chartColor(i))).toEqual([...CHART_COLORS]);
    expect(chartColor(12)).toBe(CHART_COLORS[0]);
    expect(chartColor(25)).toBe(CHART_COLORS[1]);
  });
});

describe('DonutChart', () => {
  it('names the figure by its title and lists every slice with its value and colour', () => {
    const data = Array.from({ length: 13 }, (_, i) => ({ name: `Group ${i + 1}`, value: i + 1 }));
    renderWithProviders(<DonutChart title="Assessments by outcome" data={data} valueFormatter={(v) => `${v} done`} />);
    const figure = screen.getByRole('figure', { name: 'Assessments by outcome' });
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(data.map((d) => `${d.name}: ${d.value} done`));
    const colours = swatchColours(figure);
    expect(colours.slice(0, 12)).toEqual(CHART_COLORS.map((c) => `var(--mantine-color-${c.replace('.', '-')})`));
    expect(new Set(colours.slice(0, 12)).size).toBe(12);
    expect(colours[12]).toBe(colours[0]);
    // The drawing is decoration: the legend is the text alternative.
    expect(figure.querySelector('.mantine-DonutChart-root')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says there is no data when every value is zero', () => {
    renderWithProviders(<DonutChart title="Appeals" data={[{ name: 'Open', value: 0 }]} />);
    const figure = screen.getByRole('figure', { name: 'Appeals' });
    expect(within(figure).getByText('No data to show.')).toBeTruthy();
    expect(within(figure).queryByRole('list')).toBeNull();
  });
});

describe('BarChart', () => {
  it('gives screen readers a table of every category and series, values formatted', () => {
    renderWithProviders(
      <BarChart
        title="Assessments by month"
        data={[
          { month: 'Jan', approved: 4, returned: 1 },
          { month: 'Feb', approved: 6 },
        ]}
        categoryKey="month"
        series={[
          { key: 'approved', label: 'Approved' },
          { key: 'returned', label: 'Returned' },
        ]}
        valueFormatter={(v) => `${v} assessments`}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Assessments by month' });
    const table = within(figure).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Jan', 'Feb']);
    expect(rows).toEqual([
      ['Assessments by month', 'Approved', 'Returned'],
      ['Jan', '4 assessments', '1 assessments'],
      ['Feb', '6 assessments', '0 assessments'],
    ]);
    expect(figure.querySelector('.mantine-BarChart-root')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
  it('leaves the hidden table out where the page shows the figures in a table of its own', () => {
    renderWithProviders(
      <BarChart
        title="Engagements by month"
        data={[{ month: 'Jan', started: 3 }]}
        categoryKey="month"
        series={[{ key: 'started', label: 'Started' }]}
        withDataTable={false}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Engagements by month' });
    expect(within(figure).queryByRole('table')).toBeNull();
  });
});
