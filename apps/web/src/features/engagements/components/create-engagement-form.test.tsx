import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CreateEngagementForm } from './create-engagement-form.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const ENTITY = '22222222-2222-4222-8222-222222222222';
const PERSON = '33333333-3333-4333-8333-333333333333';
const user = (role: string) => ({ id: PERSON, name: `Sam ${role}`, email: `${role}@northwind.test`, position: null });
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith('/api/company-options')) return Response.json([{ id: COMPANY, name: 'Northwind' }]);
  if (url.includes('/engaged-entities')) {
    const individuals = [{ id: PERSON, name: 'Owen Price', email: null }];
    return Response.json([
      { id: ENTITY, name: 'Kestrel Ltd', number: null, type: 'company', engagedIndividuals: individuals },
    ]);
  }
  if (url.includes('role=specialist')) return Response.json([user('specialist')]);
  if (url.includes('role=approver')) return Response.json([user('approver')]);
  if (url === '/api/engagements' && init?.method === 'POST') {
    const errors = { approverEmail: ['errors.userIsNotApproverOrSpecialist'] };
    return Response.json(
      { error_key: 'errors.validationFailed', message: 'Some fields are not valid.', errors },
      { status: 400 },
    );
  }
  return Response.json([]);
});

async function pick(label: RegExp, option: string) {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const fieldError = (label: RegExp) => {
  // Mantine selects also label their listbox: take the input.
  const input = screen.getAllByLabelText(label).find((el) => ['INPUT', 'TEXTAREA'].includes(el.tagName))!;
  const id = input.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((x) => document.getElementById(x)?.textContent ?? '')
    .join(' ');
};

describe('CreateEngagementForm validation', () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('shows no errors before the user has blurred a field or submitted', () => {
    renderWithProviders(<CreateEngagementForm onCreated={vi.fn()} />);
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('shows a field error after the field is blurred, and clears it once valid', async () => {
    renderWithProviders(<CreateEngagementForm onCreated={vi.fn()} />);
    const service = screen.getByLabelText(/Service provided/);
    fireEvent.blur(service);
    await waitFor(() => expect(fieldError(/Service provided/)).toContain('This field is required'));
    // Other untouched fields stay quiet.
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    await userEvent.type(service, 'Data engineering');
    expect(fieldError(/Service provided/)).not.toContain('This field is required');
  });

  it('shows every error on submit and sends nothing', async () => {
    const onCreated = vi.fn();
    renderWithProviders(<CreateEngagementForm onCreated={onCreated} />);
    await userEvent.type(screen.getByLabelText(/Contract value/), '12.345');
    await userEvent.type(screen.getByLabelText(/Contract start/), '01.05.2026');
    await userEvent.type(screen.getByLabelText(/Contract end/), '01.04.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create engagement' }));

    expect(fieldError(/Service provided/)).toContain('This field is required');
    expect(fieldError(/^Engaged entity/)).toContain('This field is required');
    expect(fieldError(/Specialist/)).toContain('This field is required');
    expect(fieldError(/Your reference/)).toBe('');
    expect(fieldError(/Contract value/)).toContain('Enter an amount with at most two decimals');
    expect(fieldError(/Contract end/)).toContain('The end date must not be before the start date');
    expect(fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/engagements' && init?.method === 'POST')).toBe(
      false,
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('maps server field errors onto the fields, translated', async () => {
    renderWithProviders(<CreateEngagementForm onCreated={vi.fn()} />);
    await waitFor(() =>
      expect(
        (screen.getAllByLabelText(/^Company/).find((el) => el.tagName === 'INPUT') as HTMLInputElement).value,
      ).toBe('Northwind'),
    );
    await pick(/^Engaged entity/, 'Kestrel Ltd');
    await userEvent.type(screen.getByLabelText(/Contract start/), '01.05.2026');
    await userEvent.type(screen.getByLabelText(/Contract end/), '01.09.2026');
    await userEvent.type(screen.getByLabelText(/Contract value/), '1200.50');
    await userEvent.type(screen.getByLabelText(/Service provided/), 'Data engineering');
    await pick(/^Specialist/, 'Sam specialist (specialist@northwind.test)');
    await pick(/^Approver/, 'Sam approver (approver@northwind.test)');
    await userEvent.click(screen.getByRole('button', { name: 'Create engagement' }));
    await waitFor(() =>
      expect(fieldError(/^Approver/)).toContain('This user is not an approver or specialist of the company'),
    );
    const post = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/engagements' && i?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      companyId: COMPANY,
      engagedEntityId: ENTITY,
      engagedIndividualId: PERSON,
      contractValue: 1200.5,
      // typed as DD.MM.YYYY (spec §9), sent as YYYY-MM-DD
      contractStart: '2026-05-01',
      contractEnd: '2026-09-01',
      specialistEmail: 'specialist@northwind.test',
      approverEmail: 'approver@northwind.test',
    });
  }, 20_000);
});
