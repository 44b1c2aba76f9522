import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DepartmentsEditor } from './departments-editor.tsx';

const COMPANY = '33333333-3333-4333-8333-333333333333';
const ENG = { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' };
const FIN = { id: '22222222-2222-4222-8222-222222222222', name: 'Finance' };

const server = installFakeApi();
const callsTo = (path: string) => server.requests().filter((request) => request.url === path);

describe('DepartmentsEditor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.on('GET /api/companies/:id/departments', [ENG, FIN]);
    server.on('PUT /api/companies/:id/departments', [ENG, FIN]);
    server.on('PUT /api/departments/:id/delete', null);
  });

  const open = () =>
    renderWithProviders(
      <>
        <DepartmentsEditor companyId={COMPANY} departments={[ENG, FIN]} />
        <ModalHost />
      </>,
    );
  const save = () => screen.getByRole('button', { name: 'Save departments' }) as HTMLButtonElement;

  it('saves a rename and an addition together in one PUT', async () => {
    open();
    expect(save().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Department name: Finance' }), {
      target: { value: 'Finance and Legal' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New department 1' }), { target: { value: 'Product' } });
    await userEvent.click(save());
    await waitFor(() => expect(callsTo(`/api/companies/${COMPANY}/departments`)).toHaveLength(1));
    const [sent] = callsTo(`/api/companies/${COMPANY}/departments`);
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toEqual({
      departmentsToEdit: [{ id: FIN.id, name: 'Finance and Legal' }],
      departmentsToAdd: ['Product'],
    });
  });

  it('blocks a duplicate name before sending, and shows a server clash on its line', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    const fresh = screen.getByRole('textbox', { name: 'New department 1' });
    fireEvent.change(fresh, { target: { value: 'finance' } });
    await userEvent.click(save());
    expect(await screen.findByText('The name must be unique')).toBeTruthy();
    expect(callsTo(`/api/companies/${COMPANY}/departments`)).toHaveLength(0);

    server.on('PUT /api/companies/:id/departments', () =>
      apiError(422, 'errors.validationFailed', {
        message: 'Names must be unique.',
        errors: { 'departmentsToAdd.0': ['errors.nameMustBeUnique'] },
      }),
    );
    fireEvent.change(fresh, { target: { value: 'Operations' } });
    expect(screen.queryByText('The name must be unique')).toBeNull();
    await userEvent.click(save());
    expect(await screen.findByText('The name must be unique')).toBeTruthy();
    expect(fresh.getAttribute('aria-invalid')).toBe('true');
  });

  it('says plainly when a department in use cannot be deleted (409)', async () => {
    server.on('PUT /api/departments/:id/delete', () =>
      apiError(409, 'errors.departmentInUse', { message: 'Active engagements use this department.' }),
    );
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Engineering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the department Engineering?' });
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(callsTo(`/api/departments/${ENG.id}/delete`)).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“Engineering” cannot be deleted because active engagements use it.',
    );
  });
});
