import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CreateEngagementForm } from './create-engagement-form.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const ENTITY = '22222222-2222-4222-8222-222222222222';
const PERSON = '33333333-3333-4333-8333-333333333333';
const user = (role: string) => ({
  id: PERSON,
  name: `Sam ${role}`,
  email: `${role}@northwind.test`,
  position: null,
  avatar: null,
});
const server = installFakeApi();
beforeEach(() => {
  const individuals = [{ id: PERSON, name: 'Owen Price', email: null }];
  server
    .on('GET /api/company-options', [{ id: COMPANY, name: 'Northwind' }])
    .on('GET /api/companies/:id/engaged-entities', [
      { id: ENTITY, name: 'Kestrel Ltd', number: null, type: 'company', engagedIndividuals: individuals },
    ])
    .on('GET /api/companies/:id/user-options', ({ query }) =>
      query.role === 'specialist' || query.role === 'approver' ? [user(query.role)] : [],
    )
    .on('GET /api/companies/:id/departments', [])
    .on('GET /api/companies/:id/agencies-select-options', [])
    .on('GET /api/companies/:id/engaged-individual-roles', ['Data engineer', 'Project manager'])
    .on('POST /api/engagements', () =>
      apiError(400, 'errors.validationFailed', {
        message: 'Some fields are not valid.',
        errors: { approverEmail: ['errors.userIsNotApproverOrSpecialist'] },
      }),
    );
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

  // These two fill the form through the UI: slow on a loaded machine, so they get twice the default time.
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
    expect(server.requests('POST /api/engagements')).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  }, 40_000);

  it('maps server field errors onto the fields, translated', async () => {
    renderWithProviders(<CreateEngagementForm onCreated={vi.fn()} />);
    await waitFor(() =>
      expect(
        (screen.getAllByLabelText(/^Company/).find((el) => el.tagName === 'INPUT') as HTMLInputElement).value,
      ).toBe('Northwind'),
    );
    await pick(/^Engaged entity/, 'Kestrel Ltd');
    // The role is free text (the group's earlier roles are suggested as it is typed).
    fireEvent.change(screen.getByRole('combobox', { name: /Role of the individual/ }), {
      target: { value: 'Data engineer' },
    });
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
    expect(server.requests('POST /api/engagements')[0]?.body).toMatchObject({
      companyId: COMPANY,
      engagedEntityId: ENTITY,
      engagedIndividualId: PERSON,
      engagedIndividualRole: 'Data engineer',
      contractValue: 1200.5,
      // typed as DD.MM.YYYY (spec §9), sent as YYYY-MM-DD
      contractStart: '2026-05-01',
      contractEnd: '2026-09-01',
      specialistEmail: 'specialist@northwind.test',
      approverEmail: 'approver@northwind.test',
    });
  }, 40_000);
});
