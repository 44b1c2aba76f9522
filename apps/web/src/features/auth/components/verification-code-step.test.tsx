import type { TLoginResponse } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { DEVICE_ID_STORAGE_KEY } from '../../../lib/device-id.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerificationCodeStep } from './verification-code-step.tsx';

const TOKEN = 'v'.repeat(43);
const USER_ID = '11111111-1111-4111-8111-111111111111';
const wrongCode = () =>
  apiError(400, 'errors.validationFailed', {
    message: 'The verification code is incorrect.',
    errors: { verificationCode: ['errors.verificationCodeIncorrect'] },
  });
const ok = (): TLoginResponse => ({
  status: 'OK',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  isFirstLogin: false,
  userId: USER_ID,
});

const server = installFakeApi({ signedIn: false });
const codeInput = () => screen.getByRole('textbox', { name: /Verification code/ });
/** Enters a code in one change event. */
const enter = (code: string) => fireEvent.change(codeInput(), { target: { value: code } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));

describe('VerificationCodeStep', () => {
  afterEach(() => {
    authStore.clear();
  });

  it('checks the code format before calling the server', async () => {
    server.on('POST /api/verification-code', ok);
    renderWithProviders(
      <VerificationCodeStep token={TOKEN} email="a@b.test" onSuccess={vi.fn()} onRestart={vi.fn()} />,
    );
    expect(screen.getByText(/a@b\.test/)).toBeTruthy();
    await userEvent.type(codeInput(), '12ab');
    await submit();
    expect(await screen.findByText('The verification code is incorrect')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows a wrong code on the field with the tries left, then signs in with the right one', async () => {
    const onSuccess = vi.fn();
    server.on('POST /api/verification-code', ({ body }) =>
      (body as { verificationCode: string }).verificationCode === '123456' ? ok() : wrongCode(),
    );
    renderWithProviders(<VerificationCodeStep token={TOKEN} onSuccess={onSuccess} onRestart={vi.fn()} />);
    await userEvent.type(codeInput(), '000000');
    await submit();
    expect(await screen.findByText('The verification code is incorrect')).toBeTruthy();
    expect(screen.getByText('4 tries left')).toBeTruthy();

    enter('123456');
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ status: 'OK' })));
    const last = server.requests().at(-1)!;
    expect(last.url).toBe('/api/verification-code');
    expect(last.body).toEqual({ verificationCode: '123456', token: TOKEN });
    // The device id goes with the call, so the group can remember this device.
    expect(last.headers.get('X-Device-Id')).toBe(window.localStorage.getItem(DEVICE_ID_STORAGE_KEY));
    expect(last.headers.get('X-Device-Id')).toMatch(/^[\w-]{16,128}$/);
    expect(authStore.get()).toMatchObject({ accessToken: 'access', userId: USER_ID });
  });

  it('says the code was emailed, to the masked address the server named', () => {
    server.on('POST /api/verification-code', ok);
    renderWithProviders(
      <VerificationCodeStep
        token={TOKEN}
        email="jane@northwind.test"
        channel="email"
        destination="j•••@northwind.test"
        onSuccess={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    expect(
      screen.getByText('We have emailed a 6-digit code to j•••@northwind.test. It is valid for 10 minutes.'),
    ).toBeTruthy();
    expect(screen.queryByText(/texted/)).toBeNull();
  });

  it('says why the code came by email when the SMS provider did not take the text', () => {
    renderWithProviders(
      <VerificationCodeStep
        token={TOKEN}
        channel="email"
        destination="j•••@northwind.test"
        smsFallback
        onSuccess={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    expect(
      screen.getByText('We could not text your phone just now, so we have emailed the code instead.'),
    ).toBeTruthy();
    expect(
      screen.getByText('We have emailed a 6-digit code to j•••@northwind.test. It is valid for 10 minutes.'),
    ).toBeTruthy();
  });

  it('says the code was texted to the masked number, and follows the number a resend names', async () => {
    server.on('POST /api/resend-verification-code-email', {
      verificationChannel: 'sms',
      verificationDestination: '•••• ••• 321',
    });
    renderWithProviders(
      <VerificationCodeStep
        token={TOKEN}
        email="jane@northwind.test"
        channel="sms"
        destination="•••• ••• 789"
        onSuccess={vi.fn()}
        onRestart={vi.fn()}
        resendCooldownSeconds={0}
      />,
    );
    expect(screen.getByText('We have texted a 6-digit code to •••• ••• 789. It is valid for 10 minutes.')).toBeTruthy();
    expect(screen.queryByText(/emailed/)).toBeNull();
    expect(screen.queryByText(/jane@northwind/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeTruthy();
    expect(screen.getByText('We have texted a 6-digit code to •••• ••• 321. It is valid for 10 minutes.')).toBeTruthy();
  });

  it('says the code was recorded, not texted, when the installation has no SMS provider', async () => {
    server.on('POST /api/resend-verification-code-email', {
      verificationChannel: 'sms',
      verificationDestination: '•••• ••• 789',
      smsDelivery: 'recorded',
    });
    renderWithProviders(
      <VerificationCodeStep
        token={TOKEN}
        channel="sms"
        destination="•••• ••• 789"
        smsDelivery="recorded"
        onSuccess={vi.fn()}
        onRestart={vi.fn()}
        resendCooldownSeconds={0}
      />,
    );
    expect(screen.getByText('Codes are not texted in this installation')).toBeTruthy();
    expect(screen.getByText(/the 6-digit code for •••• ••• 789 was recorded instead of being sent/)).toBeTruthy();
    expect(screen.getByText('A provider administrator can read it on the SMS outbox page.')).toBeTruthy();
    expect(screen.queryByText(/We have texted/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeTruthy();
    expect(screen.queryByText(/We have texted/)).toBeNull();
  });

  it('says "texted to your phone" when the server named no number', () => {
    renderWithProviders(<VerificationCodeStep token={TOKEN} channel="sms" onSuccess={vi.fn()} onRestart={vi.fn()} />);
    expect(screen.getByText('We have texted a 6-digit code to your phone. It is valid for 10 minutes.')).toBeTruthy();
  });

  it('ends the step after 5 wrong codes and offers to log in again', async () => {
    const onRestart = vi.fn();
    server.on('POST /api/verification-code', wrongCode);
    renderWithProviders(<VerificationCodeStep token={TOKEN} onSuccess={vi.fn()} onRestart={onRestart} />);
    for (let i = 0; i < 5; i++) {
      enter(`00000${i}`);
      await submit();
      await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(i + 1));
    }
    expect(await screen.findByText(/This sign-in step has ended/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('ends the step when the server no longer knows the token', async () => {
    server.on('POST /api/verification-code', () => apiError(401, 'errors.tokenInvalid', { message: 'expired' }));
    renderWithProviders(<VerificationCodeStep token={TOKEN} onSuccess={vi.fn()} onRestart={vi.fn()} />);
    await userEvent.type(codeInput(), '123456');
    await submit();
    expect(await screen.findByText(/This sign-in step has ended/)).toBeTruthy();
  });

  it('lets the user ask for a new code only after the cooldown', async () => {
    server.on('POST /api/resend-verification-code-email', {
      verificationChannel: 'email',
      verificationDestination: 'a•••@b.test',
    });
    const { unmount } = renderWithProviders(
      <VerificationCodeStep token={TOKEN} onSuccess={vi.fn()} onRestart={vi.fn()} />,
    );
    const waiting = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    unmount();

    renderWithProviders(
      <VerificationCodeStep token={TOKEN} onSuccess={vi.fn()} onRestart={vi.fn()} resendCooldownSeconds={0} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeTruthy();
    const [resend] = server.requests();
    expect(resend?.url).toBe('/api/resend-verification-code-email');
    expect(resend?.body).toEqual({ token: TOKEN });
  });
});
