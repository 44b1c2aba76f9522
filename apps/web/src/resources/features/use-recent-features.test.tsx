import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api/index.ts';
import { queryKeys } from '../query-keys.ts';
import { useRecentFeatures } from './use-recent-features.ts';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const server = installFakeApi();

function Poll({ companyId }: { companyId: string | null }) {
  useRecentFeatures(companyId);
  return null;
}

describe('useRecentFeatures', () => {
  it('polls with the last server time and reloads the user when a feature changed', async () => {
    const answers = [
      { serverTime: '2026-11-26T10:00:00.000Z', changed: [], enabled: ['archive_user'] },
      {
        serverTime: '2026-11-26T10:01:00.000Z',
        changed: [
          { name: 'appeal_process', status: 'active', enabled: true, dateModified: '2026-11-26T10:00:30.000Z' },
        ],
        enabled: ['appeal_process', 'archive_user'],
      },
    ] as const;
    let call = 0;
    server.on('GET /api/companies/:id/recent-features', () => structuredClone(answers[Math.min(call++, 1)]) as never);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Poll companyId={COMPANY} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(server.requests('GET /api/companies/:id/recent-features')).toHaveLength(1));
    expect(invalidate).not.toHaveBeenCalled();

    await client.refetchQueries({ queryKey: queryKeys.features.recent(COMPANY) });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.users.all }));
    expect(server.requests('GET /api/companies/:id/recent-features')[1]?.query).toEqual({
      since: '2026-11-26T10:00:00.000Z',
    });
  });

  it('does not poll without a company (provider staff)', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Poll companyId={null} />
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests('GET /api/companies/:id/recent-features')).toHaveLength(0);
  });
});
