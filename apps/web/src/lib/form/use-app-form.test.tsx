import { PasswordInput, TextInput } from '@mantine/core';
import { refineAfter, withCrossFieldRules, zDate, zRequiredString } from '@statera/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../api-error.ts';
import { SCROLL_TO_ERROR_DELAY_MS } from './scroll-to-first-error.ts';
import { useAppForm } from './use-app-form.ts';

const schema = withCrossFieldRules(
  z.object({ name: zRequiredString({ max: 10 }), start: zDate(), end: zDate(), password: zRequiredString() }),
  refineAfter('end', 'start'),
);
const EMPTY = { name: '', start: '', end: '', password: '' };

const REQUIRED = 'This field is required';
const TOO_EARLY = 'The end date must not be before the start date';

function Harness({ onValid, serverError }: { onValid: (data: unknown) => void; serverError?: unknown }) {
  const f = useAppForm({ schema, defaultValues: EMPTY });
  const submit = f.handleSubmit((data) => {
    onValid(data);
    if (serverError) f.applyServerErrors(serverError);
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" {...f.textProps('name')} />
      <TextInput label="Start" {...f.textProps('start')} />
      <TextInput label="End" {...f.textProps('end')} />
      <PasswordInput label="Password" {...f.passwordProps('password')} />
      <output data-testid="valid">{String(f.isValid)}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
});

describe('useAppForm', () => {
  it('shows a field error only after the field is blurred', async () => {
    renderWithProviders(<Harness onValid={vi.fn()} />);
    type('Name', '   ');
    expect(errorOf('Name')).toBe('');
    fireEvent.blur(input('Name'));
    await waitFor(() => expect(errorOf('Name')).toBe(REQUIRED));
    expect(errorOf('Password')).toBe('');
    type('Name', 'Ann');
    await waitFor(() => expect(errorOf('Name')).toBe(''));
  });

  it('shows every error after a submit attempt and does not submit', async () => {
    const onValid = vi.fn();
    renderWithProviders(<Harness onValid={onValid} />);
    await submit();
    await waitFor(() => expect(errorOf('Name')).toBe(REQUIRED));
    expect(errorOf('Password')).toBe(REQUIRED);
    expect(errorOf('Start')).toBe('');
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByTestId('valid').textContent).toBe('false');
  });

  it('revalidates a related field when the other one changes', async () => {
    renderWithProviders(<Harness onValid={vi.fn()} />);
    type('End', '2026-04-01');
    fireEvent.blur(input('End'));
    expect(errorOf('End')).toBe('');
    type('Start', '2026-05-01');
    await waitFor(() => expect(errorOf('End')).toBe(TOO_EARLY));
    type('Start', '2026-03-01');
    await waitFor(() => expect(errorOf('End')).toBe(''));
  });

  it('is valid only when no field has an error, and submits the parsed values', async () => {
    const onValid = vi.fn();
    renderWithProviders(<Harness onValid={onValid} />);
    type('Name', ' Ann ');
    type('Password', 'secret');
    expect(screen.getByTestId('valid').textContent).toBe('true');
    type('Start', '2026-05-01');
    type('End', '2026-04-01');
    expect(screen.getByTestId('valid').textContent).toBe('false');
    type('End', '2026-06-01');
    await submit();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Ann', start: '2026-05-01', end: '2026-06-01', password: 'secret' }),
    );
  });

  it('scrolls to and focuses the first error 100 ms after a failed submit', async () => {
    // Files share a worker (isolate: false): a scroll an earlier failed submit scheduled on real
    // timers fires now, before the fake clock takes over, and is not counted.
    await new Promise((resolve) => setTimeout(resolve, SCROLL_TO_ERROR_DELAY_MS + 20));
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    vi.useFakeTimers();
    renderWithProviders(<Harness onValid={vi.fn()} />);
    type('Name', 'Ann');
    await submit();
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    await act(async () => {
      vi.advanceTimersByTime(99);
    });
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(input('Password'));
    expect(document.activeElement).toBe(input('Password'));
    expect(input('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('maps server field errors onto fields: first per field, keys translated, text as sent', async () => {
    const onValid = vi.fn();
    const serverError = new ApiError(400, 'errors.validationFailed', 'Some fields are not valid.', {
      name: ['errors.nameMustBeUnique', 'errors.maxLength'],
      end: ['That day is a bank holiday'],
      notAField: ['errors.invalid'],
    });
    renderWithProviders(<Harness onValid={onValid} serverError={serverError} />);
    type('Name', 'Ann');
    type('Password', 'secret');
    type('End', '2026-06-01');
    await submit();
    await waitFor(() => expect(errorOf('Name')).toBe('The name must be unique'));
    expect(errorOf('End')).toBe('That day is a bank holiday');
    expect(screen.getByTestId('valid').textContent).toBe('false');

    // A server error stays until its field changes, and keeps the form from submitting.
    type('Name', 'Bea');
    await waitFor(() => expect(errorOf('Name')).toBe(''));
    expect(errorOf('End')).toBe('That day is a bank holiday');
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    type('End', '2026-06-02');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it('lets the user show and hide a password', async () => {
    renderWithProviders(<Harness onValid={vi.fn()} />);
    expect(input('Password').type).toBe('password');
    // Mantine toggles on mouse down, so the input keeps its focus.
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show or hide the password' }));
    await waitFor(() => expect(input('Password').type).toBe('text'));
  });
});
