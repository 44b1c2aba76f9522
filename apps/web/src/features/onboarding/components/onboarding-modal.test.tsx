import type { TOnboardingState, TUser } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OnboardingModal } from './onboarding-modal.tsx';

const ID = '33333333-3333-4333-8333-333333333333';
const ALL = ['assessment_process', 'activate_account', 'set_company_details', 'add_subsidiary', 'add_users'];
const rows = (done: string[], names = ALL) =>
  names.map((step) => ({ id: `${step}-id`, userId: ID, step, completed: done.includes(step) }));

function userWith(
  role: TUser['role'],
  onboardingSteps: ReturnType<typeof rows>,
  parentId: string | null = null,
): TUser {
  return {
    id: ID,
    role,
    isClientAdmin: role === 'client_admin',
    isClientUser: role === 'client_user',
    company: { id: 'c', name: 'Northwind', parentId },
    onboardingSteps,
    abilities: {},
  } as unknown as TUser;
}

let served: TUser;
let afterPut: ReturnType<typeof rows> = [];
const server = installFakeApi();
/** GET /api/users/{id} answers `served`; the PUTs answer the onboarding state with `afterPut`. */
const completed = () => {
  served = { ...served, onboardingSteps: afterPut };
  return { steps: afterPut, show: false, screen: null } as unknown as TOnboardingState;
};

function renderModal(user: TUser) {
  served = user;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CurrentUserContext value={user}>
            <OnboardingModal />
          </CurrentUserContext>
        ),
      },
    ],
    { initialEntries: ['/engagements'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const puts = () => server.requests().filter((request) => request.method === 'PUT');

describe('OnboardingModal', () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: ID, expiresAt: Date.now() + 600_000 });
    server.on('GET /api/users/:id', () => served);
    server.on('PUT /api/users/:id/complete-onboarding', completed);
    server.on('PUT /api/users/:id/complete-onboarding-step', completed);
  });

  it('welcomes a client admin, who completes the assessment-process step and sees the step list', async () => {
    afterPut = rows(['assessment_process', 'activate_account']);
    renderModal(userWith('client_admin', rows(['activate_account'])));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Statera' });
    expect(within(dialog).getByText('Review and discussion')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('dialog', { name: 'Get started' })).toBeTruthy();
    const [put] = puts();
    expect(put?.url).toBe(`/api/users/${ID}/complete-onboarding-step`);
    expect(put?.body).toEqual({ step: 'assessment_process' });
  });

  it('lists the open steps with links to where they are done (no subsidiary step for a subsidiary)', async () => {
    const names = ALL.filter((s) => s !== 'add_subsidiary');
    renderModal(userWith('client_admin', rows(['assessment_process', 'activate_account'], names), 'parent'));
    const dialog = await screen.findByRole('dialog', { name: 'Get started' });
    expect(within(dialog).getByRole('link', { name: 'Add users' }).getAttribute('href')).toBe('/users');
    expect(within(dialog).getByRole('link', { name: 'Complete your company details' }).getAttribute('href')).toBe(
      '/company',
    );
    expect(within(dialog).queryByText('Add a subsidiary')).toBeNull();
  });

  it('congratulates a client admin when the last step gets done', async () => {
    const router = renderModal(userWith('client_admin', rows(ALL.filter((s) => s !== 'add_users'))));
    await screen.findByRole('dialog', { name: 'Get started' });
    // The admin follows the link, invites people (the server completes add_users) and comes back.
    served = { ...served, onboardingSteps: rows(ALL) };
    await router.navigate('/users');
    expect(await screen.findByRole('dialog', { name: 'Congratulations' })).toBeTruthy();
  });

  it('a client user completes the whole onboarding from the welcome screen and is sent to /', async () => {
    afterPut = [];
    const router = renderModal(userWith('client_user', rows(['activate_account'], ALL.slice(0, 2))));
    await userEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(puts()[0]?.url).toBe(`/api/users/${ID}/complete-onboarding`);
  });

  it.each([
    ['client_user', ALL.slice(0, 2)],
    ['client_admin', ALL],
  ] as const)('remembers on the server that a %s closed the welcome screen with ×', async (role, names) => {
    afterPut = rows(['assessment_process', 'activate_account'], names);
    const router = renderModal(userWith(role, rows(['activate_account'], [...names])));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Statera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      url: `/api/users/${ID}/complete-onboarding-step`,
      body: { step: 'assessment_process' },
    });
    // Closed, and it stays on the page the user was on.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/engagements');
  });

  it('closing the step list records nothing (it opens again on a later load while steps are open)', async () => {
    renderModal(userWith('client_admin', rows(['assessment_process', 'activate_account'])));
    const dialog = await screen.findByRole('dialog', { name: 'Get started' });
    expect(dialog).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toHaveLength(0);
  });

  it('does not open for users without onboarding', async () => {
    renderModal(userWith('provider_user', []));
    renderModal(userWith('client_admin', rows(ALL)));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
