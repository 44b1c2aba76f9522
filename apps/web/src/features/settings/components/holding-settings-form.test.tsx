import type { TCompany, THoldingSettings } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HoldingSettingsForm } from './holding-settings-form.tsx';

const HOLDING: THoldingSettings = {
  highRiskThreshold: 10,
  mediumRiskThreshold: 20,
  riskMargin: 5,
  changePasswordPeriod: 13,
  mailVerificationPeriod: 'weekly',
  mailVerificationNewDevice: false,
  blockedPermissions: [],
  continuousEmployed: false,
  contractorNotificationFrequency: 0,
  riskHolding: true,
};

const company = (editHolding: boolean) =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Northwind Group plc',
    holding: HOLDING,
    abilities: { viewHolding: true, editHolding },
  }) as unknown as TCompany;

const server = installFakeApi();
const holdingCalls = () => server.requests('PUT /api/companies/:id/holding');
const percent = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('HoldingSettingsForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.on('PUT /api/companies/:id/holding', ({ body }) => ({
      ...company(true),
      holding: body as THoldingSettings,
    }));
  });

  it('is read-only without the editHolding ability: every control disabled, no save', () => {
    renderWithProviders(<HoldingSettingsForm company={company(false)} holding={HOLDING} />);
    expect(screen.getByText('Only the group admin can change these settings.')).toBeTruthy();
    expect(percent('High risk up to').disabled).toBe(true);
    expect(percent('Override margin').disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Amend engagement dates/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: /continuous-employment/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('is editable with the ability: save waits for a change and sends the whole settings', async () => {
    renderWithProviders(<HoldingSettingsForm company={company(true)} holding={HOLDING} />);
    expect(screen.queryByText('Only the group admin can change these settings.')).toBeNull();
    expect(screen.getByText(/High risk: a difference of 10% or less. Medium risk: 11% to 20%/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(percent('Override margin'), { target: { value: '7' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Email contractors/ }));
    await userEvent.click(screen.getByRole('switch', { name: /new device/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Send contractor emails' }));
    await userEvent.click(screen.getByRole('option', { name: 'Weekly digest (Mondays)', hidden: true }));
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    await waitFor(() => expect(holdingCalls()).toHaveLength(1));
    const [sent] = holdingCalls();
    expect(sent?.path).toMatch(/\/holding$/);
    expect(sent?.method).toBe('PUT');
    // riskHolding is read-only (always true): the update leaves it out.
    const { riskHolding: _readOnly, ...editable } = HOLDING;
    expect(sent?.body).toEqual({
      ...editable,
      riskMargin: 7,
      mailVerificationPeriod: 'daily',
      mailVerificationNewDevice: true,
      blockedPermissions: ['engagements.email_contractors'],
      contractorNotificationFrequency: 7,
    });
  });

  it('keeps the medium band wider than the high one and percentages within 0–100', async () => {
    renderWithProviders(<HoldingSettingsForm company={company(true)} holding={HOLDING} />);
    fireEvent.change(percent('Medium risk up to'), { target: { value: '8' } });
    fireEvent.change(percent('Override margin'), { target: { value: '120' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be more than the high-risk limit')).toBeTruthy();
    expect(screen.getByText('Enter a percentage from 0 to 100')).toBeTruthy();
    expect(holdingCalls()).toHaveLength(0);
  });

  it('reads the older new-device period as off with the new-device switch on', () => {
    renderWithProviders(
      <HoldingSettingsForm company={company(true)} holding={{ ...HOLDING, mailVerificationPeriod: 'new_device' }} />,
    );
    expect((screen.getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /new device/ }) as HTMLInputElement).checked).toBe(true);
  });
});
