import type { TCompany, TCompanyFeature } from '@statera/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, pageOf } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CompanyFeaturesCard } from './company-features-card.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const company = (manageFeatures: boolean) =>
  ({ id: COMPANY, name: 'Acme plc', abilities: { manageFeatures } }) as unknown as TCompany;
const row = (over: Partial<TCompanyFeature>): TCompanyFeature => ({
  id: '22222222-2222-4222-8222-222222222222',
  company: { id: COMPANY, name: 'Acme plc' },
  name: 'archive_user',
  status: 'active',
  enabled: true,
  dateStart: '2026-01-01',
  dateEnd: null,
  autoRenewal: false,
  activatedBy: null,
  dateEnded: null,
  dateModified: '2026-01-01T00:00:00.000Z',
  abilities: {},
  ...over,
});

const server = installFakeApi();

describe('CompanyFeaturesCard', () => {
  it('lists every feature: active ones with their end, ended ones, and those never subscribed', async () => {
    server.on(
      'GET /api/companies/:id/features',
      pageOf([
        row({ name: 'appeal_process', dateEnd: '2027-03-31' }),
        row({ name: 'test', status: 'ended', enabled: false }),
        row({ name: 'archive_user' }),
      ]),
    );
    renderRoute(<CompanyFeaturesCard company={company(true)} />);
    expect(await screen.findByText('31.03.2027')).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getAllByText('Not subscribed')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Manage subscriptions' }).getAttribute('href')).toBe(
      `/subscriptions?companyId=${COMPANY}`,
    );
  });

  it('offers no link to those who do not manage subscriptions', async () => {
    server.on('GET /api/companies/:id/features', pageOf([row({})]));
    renderRoute(<CompanyFeaturesCard company={company(false)} />);
    expect(await screen.findByText('User archiving')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage subscriptions' })).toBeNull();
  });
});
