import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { DepartmentsEditor } from './departments-editor.tsx';

const COMPANY = '33333333-3333-4333-8333-333333333333';
const ENG = { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' };
const FIN = { id: '22222222-2222-4222-8222-222222222222', name: 'Finance' };

let answer: (url: string, init?: RequestInit) => Response = () => Response.json([ENG, FIN]);
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

describe('DepartmentsEditor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    answer = () => Response.json([ENG, FIN]);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
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
    const [, init] = callsTo(`/api/companies/${COMPANY}/departments`)[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
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

    answer = () =>
      Response.json(
        {
          error_key: 'errors.validationFailed',
          message: 'Names must be unique.',
          errors: { 'departmentsToAdd.0': ['errors.nameMustBeUnique'] },
        },
        { status: 422 },
      );
    fireEvent.change(fresh, { target: { value: 'Operations' } });
    expect(screen.queryByText('The name must be unique')).toBeNull();
    await userEvent.click(save());
    expect(await screen.findByText('The name must be unique')).toBeTruthy();
    expect(fresh.getAttribute('aria-invalid')).toBe('true');
  });

  it('says plainly when a department in use cannot be deleted (409)', async () => {
    answer = (url) =>
      url.endsWith('/delete')
        ? Response.json(
            { error_key: 'errors.departmentInUse', message: 'Active engagements use this department.' },
            { status: 409 },
          )
        : Response.json([ENG, FIN]);
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
