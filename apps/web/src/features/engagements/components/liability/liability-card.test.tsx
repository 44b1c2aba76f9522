import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../lib/auth-store.ts';
import { apiError, fakeId, installFakeApi } from '../../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ChainPanel } from './chain-panel.tsx';
import { LiabilityCard, OutOfScopeNotice } from './liability-card.tsx';

const LIABILITY = 'GET /api/engagements/:id/liability';
const server = installFakeApi();

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  server.on(LIABILITY, () => apiError(403, 'errors.forbidden'));
});

/** The engagement page's three users of the card: its notice, the summary card and the chain panel. */
const renderAll = (abilities: Record<string, boolean>) => {
  const engagement = { id: fakeId(), abilities };
  return renderWithProviders(
    <>
      <OutOfScopeNotice engagement={engagement} />
      <LiabilityCard engagement={engagement} />
      <ChainPanel engagement={engagement} companyId={fakeId()} clientName="Northwind Group plc" />
    </>,
  );
};

describe('the liability card on the engagement page', { timeout: 30_000 }, () => {
  it('neither asks for the liability nor shows it without the viewLiability ability (a specialist)', async () => {
    const { container } = renderAll({});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests(LIABILITY)).toHaveLength(0);
    expect(container.querySelector('section')).toBeNull();
  });

  it('asks once for the three of them with the ability', async () => {
    renderAll({ viewLiability: true });
    await waitFor(() => expect(server.requests(LIABILITY)).toHaveLength(1));
  });
});
