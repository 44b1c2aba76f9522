import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DatePeriodModal } from './date-period-modal.tsx';
import { TypedConfirmModal } from './typed-confirm-modal.tsx';

describe('DatePeriodModal', { timeout: 30_000 }, () => {
  it('takes DD.MM.YYYY dates and hands them over as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<DatePeriodModal opened onClose={() => {}} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('textbox', { name: 'From' }));
    await user.paste('05.03.2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onConfirm).toHaveBeenCalledWith({ dateFrom: '2026-03-05', dateTo: '' });
  });

  it('shows the chosen dates as DD.MM.YYYY', () => {
    renderWithProviders(
      <DatePeriodModal
        opened
        onClose={() => {}}
        onConfirm={() => {}}
        initial={{ dateFrom: '2026-01-02', dateTo: '2026-02-03' }}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('02.01.2026');
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('03.02.2026');
  });

  it('needs at least one date, and the start not after the end', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { unmount } = renderWithProviders(<DatePeriodModal opened onClose={() => {}} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getAllByText('Fill in at least one of these fields')).toHaveLength(2);
    unmount();
    renderWithProviders(
      <DatePeriodModal
        opened
        onClose={() => {}}
        onConfirm={onConfirm}
        initial={{ dateFrom: '2026-03-10', dateTo: '2026-03-01' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The start date must not be after the end date')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('TypedConfirmModal', { timeout: 20_000 }, () => {
  it('confirms only once "Reject" is typed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <TypedConfirmModal opened onClose={() => {}} title="Reject the appeal" onConfirm={onConfirm} />,
    );
    const confirm = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    const field = screen.getByRole('textbox', { name: 'Type “Reject” to confirm' });
    await user.type(field, 'reject{Enter}');
    expect(confirm.disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Reject{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
