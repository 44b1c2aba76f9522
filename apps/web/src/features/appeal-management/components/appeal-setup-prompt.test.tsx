import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AppealSetupPrompt } from './appeal-setup-prompt.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const server = installFakeApi();
const user = (abilities: Record<string, boolean>) => ({
  companyId: COMPANY,
  shouldSetAppealManagers: false,
  abilities,
});

describe("the signed-in shell's feature poll", () => {
  it('polls the group’s features when the server sends followFeatures', async () => {
    server.on('GET /api/companies/:id/recent-features', {
      serverTime: '2026-11-26T10:00:00.000Z',
      changed: [],
      enabled: [],
    });
    renderWithProviders(<AppealSetupPrompt user={user({ followFeatures: true })} />);
    await waitFor(() => expect(server.requests('GET /api/companies/:id/recent-features')).toHaveLength(1));
    expect(server.requests('GET /api/companies/:id/recent-features')[0]?.params.id).toBe(COMPANY);
  });

  it('asks nothing without it (an API user of a company: the route answers them 404)', async () => {
    renderWithProviders(<AppealSetupPrompt user={user({ generateApiKey: true })} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests('GET /api/companies/:id/recent-features')).toHaveLength(0);
    expect(server.requests()).toHaveLength(0);
  });
});
