import type { TCompany, TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditCompanyModal } from './edit-company-modal.tsx';

const USER = { id: '99999999-9999-4999-8999-999999999999', onboardingSteps: [], abilities: {} } as unknown as TUser;
const company = (abilities: Record<string, boolean>) =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Northwind Digital Ltd',
    number: '09876543',
    companyNumber: '09876543',
    sector: 'technology',
    abilities,
  }) as unknown as TCompany;

const server = installFakeApi({ signedIn: false });
const updateCalls = () => server.requests().filter((request) => request.method === 'PUT');

describe('EditCompanyModal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: USER.id, expiresAt: Date.now() + 600_000 });
    server.on('GET /api/sectors', ['technology', 'retail']);
    server.on('PUT /api/companies/:id', company({}));
  });

  const open = (abilities: Record<string, boolean>, onClose = vi.fn()) => {
    renderWithProviders(
      <CurrentUserContext value={USER}>
        <EditCompanyModal company={company(abilities)} opened onClose={onClose} />
      </CurrentUserContext>,
    );
    return onClose;
  };
  const name = () => screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

  it('shows the company number read-only and saves only after a change', async () => {
    const onClose = open({ edit: true, editName: true });
    expect((screen.getByRole('textbox', { name: 'Company number' }) as HTMLInputElement).readOnly).toBe(true);
    expect(save().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: 'Northwind Digital Services Ltd' } });
    expect(save().disabled).toBe(false);
    await userEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [update] = updateCalls();
    expect(update?.url).toBe('/api/companies/11111111-1111-4111-8111-111111111111');
    expect(update?.body).toEqual({ name: 'Northwind Digital Services Ltd', sector: 'technology' });
  });

  it('requires the name', async () => {
    open({ edit: true, editName: true });
    fireEvent.change(name(), { target: { value: ' ' } });
    await userEvent.click(save());
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(updateCalls()).toHaveLength(0);
  });

  it('locks the name of the main company without the editName ability', () => {
    open({ edit: true, editName: false });
    expect(name().disabled).toBe(true);
    expect(screen.getByText('Only a provider admin can rename the main company.')).toBeTruthy();
  });
});
