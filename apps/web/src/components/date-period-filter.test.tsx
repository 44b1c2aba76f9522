import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../lib/modals/modal-host.tsx';
import { modalStack } from '../lib/modals/modal-stack.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DatePeriodFilter, type DatePeriodValue } from './date-period-filter.tsx';

const NONE: DatePeriodValue = { period: '', dateFrom: '', dateTo: '' };
const optionTexts = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
const option = (name: string) => screen.getByRole('option', { name, hidden: true });

function renderFilter(props: Partial<Parameters<typeof DatePeriodFilter>[0]> = {}) {
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <DatePeriodFilter label="Archived" value={NONE} onChange={onChange} today="2026-03-11" {...props} />
      <ModalHost />
    </>,
  );
  return onChange;
}

afterEach(() => act(() => modalStack.clear()));

describe('DatePeriodFilter', { timeout: 30_000 }, () => {
  it('offers the list presets of spec §9, and lastYear only for statistics', async () => {
    const user = userEvent.setup();
    renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Archived' }));
    await waitFor(() =>
      expect(optionTexts()).toEqual([
        'Any time',
        'Today',
        'Yesterday',
        'Last 7 days',
        'Last 14 days',
        'This month',
        'Previous month',
        'Custom period…',
      ]),
    );
  });

  it('adds the last 12 months for statistics, before the custom period', async () => {
    const user = userEvent.setup();
    renderFilter({ presets: 'statistics', label: 'Period' });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await waitFor(() => expect(optionTexts().slice(-2)).toEqual(['Last 12 months', 'Custom period…']));
  });

  it('hands over a preset without dates', async () => {
    const user = userEvent.setup();
    const onChange = renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Archived' }));
    await user.click(option('Last 7 days'));
    expect(onChange).toHaveBeenCalledWith({ period: 'lastWeek', dateFrom: '', dateTo: '' });
  });

  it.each([
    ['lastWeek', '05.03.2026 – 11.03.2026'],
    ['yesterday', '10.03.2026'],
    ['previousMonth', '01.02.2026 – 28.02.2026'],
  ] as const)('shows the dates of %s', (period, text) => {
    renderFilter({ value: { period, dateFrom: '', dateTo: '' } });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change period' })).toBeNull();
  });

  it('asks for the custom dates in the date-period modal and hands them over as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = renderFilter({ customTitle: 'Archived between' });
    await user.click(screen.getByRole('combobox', { name: 'Archived' }));
    await user.click(option('Custom period…'));
    expect(await screen.findByRole('dialog', { name: 'Archived between' })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'From' }));
    await user.paste('01.03.2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ period: 'customPeriod', dateFrom: '2026-03-01', dateTo: '' });
  });

  it('shows an open-ended custom period and lets it be changed', async () => {
    const user = userEvent.setup();
    renderFilter({ value: { period: 'customPeriod', dateFrom: '2026-03-01', dateTo: '' } });
    expect(screen.getByText('From 01.03.2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change period' }));
    expect(await screen.findByRole('dialog', { name: 'Custom period' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('01.03.2026');
  });
});
