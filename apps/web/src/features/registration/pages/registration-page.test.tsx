import type { TLoginResponse, TRegistrationInfo } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { apiError, type FakeError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegistrationPage } from './registration-page.tsx';

const TOKEN = 'r'.repeat(43);
/** HMRC's published valid UTRs (hmrc/reference-checker ModulusCheckerSpec; docs/decisions/utr.md). */
const VALID_NIP = '1097172564';
const OTHER_VALID_NIP = '2108834503';
const INVITATION: TRegistrationInfo = {
  email: 'new.person@northwind.test',
  firstName: 'New',
  lastName: 'Person',
  companyName: 'Northwind Ltd',
  companyStatus: 'awaiting',
  needsTaxNumber: true,
  existingAccount: false,
};
const LOGIN_OK: TLoginResponse = {
  status: 'OK',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  isFirstLogin: true,
  userId: '22222222-2222-4222-8222-222222222222',
};

const server = installFakeApi({ signedIn: false });

/** The invitation answers `invitation`; registering or confirming answers `registerAnswers` in turn, then LOGIN_OK. */
function serve(registerAnswers: FakeError[], invitation: TRegistrationInfo | FakeError = INVITATION) {
  const register = () => registerAnswers.shift() ?? LOGIN_OK;
  server.on('GET /api/users/:token', () => invitation);
  server.on('POST /api/users/:token', register);
  server.on('PUT /api/users/:token/confirm', register);
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/registration/:token?', element: <RegistrationPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [`/registration/${TOKEN}`] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const set = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('RegistrationPage', () => {
  afterEach(() => {
    authStore.clear();
  });

  it('shows the expired-link page when the invitation is not found', async () => {
    serve([], apiError(404, 'errors.tokenInvalid', { message: 'gone' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation link has expired' })).toBeTruthy();
    // A way forward, and nothing about a session: the visitor was never signed in.
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/log in again/i)).toBeNull();
  });

  it('checks the UTR check digit before the profile step', async () => {
    serve([]);
    renderPage();
    await screen.findByRole('heading', { name: "Your company's Unique Taxpayer Reference" });
    expect(screen.getByText(/Northwind Ltd/)).toBeTruthy();
    // A valid Polish NIP is not a UTR.
    set(/Unique Taxpayer Reference \(UTR\)/, '5260250274');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid 10-digit Unique Taxpayer Reference (UTR)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();

    set(/Unique Taxpayer Reference \(UTR\)/, VALID_NIP);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the tax number with the profile, maps a server tax-number error back onto its field, then signs in', async () => {
    serve([
      apiError(400, 'errors.validationFailed', {
        message: 'A company with this tax number exists.',
        errors: { taxNumber: ['errors.nip'] },
      }),
    ]);
    renderPage();
    await screen.findByRole('heading', { name: "Your company's Unique Taxpayer Reference" });
    set(/Unique Taxpayer Reference \(UTR\)/, VALID_NIP);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect((screen.getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).value).toBe(INVITATION.email);
    set(/^Position/, 'Finance director');
    set(/^New password/, 'Welcome-Aboard-2026!');
    set(/^Repeat the new password/, 'Welcome-Aboard-2026!');
    await userEvent.click(screen.getByRole('checkbox', { name: /news and product updates/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // The server refuses the tax number: back on its step, with the message on the field.
    await screen.findByRole('heading', { name: "Your company's Unique Taxpayer Reference" });
    expect(screen.getByText('Enter a valid 10-digit Unique Taxpayer Reference (UTR)')).toBeTruthy();
    const registration = server.requests()[1];
    expect(registration?.url).toBe(`/api/users/${TOKEN}`);
    expect(registration?.body).toEqual({
      email: INVITATION.email,
      firstName: 'New',
      lastName: 'Person',
      position: 'Finance director',
      phone: null,
      password: 'Welcome-Aboard-2026!',
      marketingApproval: true,
      taxNumber: VALID_NIP,
    });

    set(/Unique Taxpayer Reference \(UTR\)/, OTHER_VALID_NIP);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect((server.requests()[2]?.body as { taxNumber?: string } | undefined)?.taxNumber).toBe(OTHER_VALID_NIP);
    await waitFor(() => expect(authStore.get()).toMatchObject({ accessToken: 'access' }));
  });

  it('an existing account accepts the invitation with its current password', async () => {
    serve(
      [
        apiError(400, 'errors.validationFailed', {
          message: 'Wrong password.',
          errors: { password: ['errors.wrongPassword'] },
        }),
      ],
      { ...INVITATION, needsTaxNumber: false, existingAccount: true },
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Accept the invitation' });
    set(/^Password/, 'Not-My-Password-1!');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and log in' }));
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    const confirmation = server.requests()[1];
    expect(confirmation?.url).toBe(`/api/users/${TOKEN}/confirm`);
    expect(confirmation?.method).toBe('PUT');

    set(/^Password/, 'My-Real-Password-1!');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and log in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
