import type { TCompany, TUser, TUserListItem } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { page, stubExportFetch } from '../../../test/export-fetch.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CompanyPeoplePanel } from './company-people-panel.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const company = { id: COMPANY, name: 'Acme plc' } as TCompany;
const person = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'ann@example.test',
  fullName: 'Ann Example',
  role: 'approver',
  status: 'active',
  abilities: {},
} as TUserListItem;
const manager = { id: 'u1', abilities: { viewCompanyUsers: true }, permissions: [] } as unknown as TUser;
const specialist = { id: 'u3', abilities: {}, permissions: [] } as unknown as TUser;

beforeEach(() => {
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(viewer: TUser) {
  renderRoute(
    <CurrentUserContext value={viewer}>
      <CompanyPeoplePanel company={company} />
    </CurrentUserContext>,
    `/clients/${COMPANY}?tab=people`,
  );
}

describe('CompanyPeoplePanel export', () => {
  it("exports the company's people to company_users.xlsx for those who manage people", async () => {
    const net = stubExportFetch(() => page([person]), 'company_users.xlsx');
    renderPanel(manager);
    expect(await screen.findAllByText('Ann Example')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(net.saved).toEqual(['company_users.xlsx']));
    expect(net.exportRequest()).toEqual({
      path: `/api/companies/${COMPANY}/users`,
      query: { sort: 'name|asc', 'companyIds[]': [COMPANY], format: 'xls' },
    });
  });

  it('has no export for a viewer who does not manage people', async () => {
    stubExportFetch(() => page([person]));
    renderPanel(specialist);
    expect(await screen.findAllByText('Ann Example')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
  });
});
