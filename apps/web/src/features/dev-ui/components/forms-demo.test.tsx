import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FormsDemo } from './forms-demo.tsx';

const field = (label: RegExp) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const errorOf = (label: RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('FormsDemo (/dev/ui)', { timeout: 30_000 }, () => {
  it('shows an error only after the field is left', async () => {
    renderWithProviders(<FormsDemo />);
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.blur(field(/^Email/));
    await waitFor(() => expect(errorOf(/^Email/)).toContain('This field is required'));
    expect(errorOf(/^Password/)).toBe('');
  });

  it('checks the end date again when the start date changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormsDemo />);
    await user.type(field(/^Start date/), '10.03.2026');
    await user.type(field(/^End date/), '12.03.2026');
    fireEvent.blur(field(/^End date/));
    expect(errorOf(/^End date/)).toBe('');
    await user.clear(field(/^Start date/));
    await user.type(field(/^Start date/), '20.03.2026');
    await waitFor(() => expect(errorOf(/^End date/)).toContain('The end date must not be before the start date'));
  });

  it("puts the server's field error on its field until the field changes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormsDemo />);
    await user.type(field(/^Email/), 'sam@example.test');
    await user.type(field(/^Password/), 'Correct-Horse-9!');
    await user.type(field(/^Start date/), '10.03.2026');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf(/^Email/)).toContain('This email address belongs to another user'));
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(field(/^Email/), 'x');
    expect(errorOf(/^Email/)).not.toContain('This email address belongs to another user');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormsDemo />);
    expect(field(/^Password/).type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show or hide the password' }));
    expect(field(/^Password/).type).toBe('text');
  });
});
