import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { GuidanceUpdatePrompt } from './guidance-update-modal.tsx';

const server = installFakeApi();
const entry = (n: number) => ({
  id: `1111111${n}-1111-4111-8111-111111111111`,
  name: `Guide ${n}.pdf`,
  attachmentId: `2222222${n}-2222-4222-8222-222222222222`,
  token: 'signed.token',
  type: 'pdf',
  expiresAt: '2026-03-04T10:05:00.000Z',
});
const reader = (over: Parameters<typeof buildUser>[0] = {}) =>
  buildUser({ role: 'client_user', hasUnseenUserGuidances: true, abilities: { notifyGuidanceUpdates: true }, ...over });

beforeEach(() => {
  server.on('GET /api/user-guidances/unseen', { data: [1, 2, 3, 4, 5, 6, 7].map(entry) });
});
afterEach(() => sessionStorage.clear());

describe('the updated-guidance modal', () => {
  it('names the new guidance (five, and how many more) and its button goes to /user-guidance', async () => {
    const { router } = renderRoute(<GuidanceUpdatePrompt user={reader()} />, '/engagements');
    expect(await screen.findByRole('dialog', { name: 'The user guidance has been updated' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guide 5.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guide 6.pdf' })).toBeNull();
    expect(screen.getByText('and 2 more')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open user guidance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-guidance'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Later" keeps it away for the rest of the session', async () => {
    const user = reader();
    const first = renderRoute(<GuidanceUpdatePrompt user={user} />, '/engagements');
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderRoute(<GuidanceUpdatePrompt user={user} />, '/engagements');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a navigation before the documents arrive (a landing page that redirects) does not dismiss it', async () => {
    let answer: (value: { data: ReturnType<typeof entry>[] }) => void = () => {};
    server.on('GET /api/user-guidances/unseen', () => new Promise((resolve) => (answer = resolve)));
    const { router } = renderRoute(<GuidanceUpdatePrompt user={reader()} />, '/');
    await waitFor(() => expect(server.requests('GET /api/user-guidances/unseen')).toHaveLength(1));
    await router.navigate('/appeals');
    await new Promise((r) => setTimeout(r, 20));
    answer({ data: [entry(1)] });
    expect(await screen.findByRole('dialog', { name: 'The user guidance has been updated' })).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
    // Seen, then left: a navigation closes it for the session.
    await router.navigate('/engagements');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.length).toBe(1);
  });

  it('moving on from /user-guidance closes it for the session (the list was seen there)', async () => {
    const { router } = renderRoute(<GuidanceUpdatePrompt user={reader()} />, '/user-guidance');
    await router.navigate('/engagements');
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown without the ability, when all is seen, or during onboarding', async () => {
    for (const user of [
      reader({ abilities: {} }),
      reader({ hasUnseenUserGuidances: false }),
      reader({
        onboardingSteps: [
          {
            id: '99999999-9999-4999-8999-999999999999',
            step: 'assessment_process',
            completed: false,
            userId: '88888888-8888-4888-8888-888888888888',
          },
        ],
      }),
    ]) {
      const view = renderRoute(<GuidanceUpdatePrompt user={user} />, '/engagements');
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
    expect(server.requests('GET /api/user-guidances/unseen')).toHaveLength(0);
  });
});
