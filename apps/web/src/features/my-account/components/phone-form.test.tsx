import type { TSmsDelivery } from '@statera/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, buildUser, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PhoneForm } from './phone-form.tsx';

const server = installFakeApi();

async function sendCodeTo(phone: string) {
  renderWithProviders(<PhoneForm user={buildUser({ phone: null })} />);
  await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}
const answering = (smsDelivery: TSmsDelivery) => server.on('POST /api/users/:id/phone-code', { smsDelivery });

describe('PhoneForm (my account)', () => {
  it('says the code was sent to the number when the installation texts it', async () => {
    answering('texted');
    await sendCodeTo('+44 7700 900123');
    expect(await screen.findByText('We sent a 6-digit code to +447700900123.')).toBeTruthy();
    expect(screen.queryByText(/Codes are not texted/)).toBeNull();
  });

  it('says plainly that the code was recorded, not texted, and where it can be read', async () => {
    answering('recorded');
    await sendCodeTo('+44 7700 900123');
    expect(await screen.findByText('Codes are not texted in this installation')).toBeTruthy();
    expect(screen.getByText(/the 6-digit code for \+447700900123 was recorded instead of being sent/)).toBeTruthy();
    expect(screen.getByText('A provider administrator can read it on the SMS outbox page.')).toBeTruthy();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
  });

  it('shows a number the SMS provider refuses on the field', async () => {
    server.on('POST /api/users/:id/phone-code', () =>
      apiError(422, 'errors.phoneNotTextable', {
        message: 'This number cannot receive text messages.',
        errors: { phone: ['errors.phoneNotTextable'] },
      }),
    );
    await sendCodeTo('07700 900123');
    expect(await screen.findByText(/This number cannot receive text messages/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Phone number/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
