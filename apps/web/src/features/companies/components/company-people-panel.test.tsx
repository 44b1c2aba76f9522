import type { TCompany, TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import {
  buildUser,
  buildUserListItem,
  captureDownloads,
  installFakeApi,
  listWithExport,
} from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CompanyPeoplePanel } from './company-people-panel.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const company = { id: COMPANY, name: 'Acme plc' } as TCompany;
const person = buildUserListItem({
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Example',
  role: 'approver',
});
const manager = buildUser({ role: 'client_admin', abilities: { viewCompanyUsers: true } });
const specialist = buildUser({ role: 'specialist' });

const server = installFakeApi();
afterEach(() => vi.restoreAllMocks());

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
    server.on('GET /api/companies/:id/users', listWithExport([person], 'company_users.xlsx'));
    const saved = captureDownloads();
    renderPanel(manager);
    expect(await screen.findAllByText('Ann Example')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['company_users.xlsx']));
    expect(server.exportRequest()).toEqual({
      path: `/api/companies/${COMPANY}/users`,
      query: { sort: 'name|asc', 'companyIds[]': [COMPANY], format: 'xls' },
    });
  });

  it('has no export for a viewer who does not manage people', async () => {
    server.on('GET /api/companies/:id/users', listWithExport([person]));
    renderPanel(specialist);
    expect(await screen.findAllByText('Ann Example')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
  });
});
