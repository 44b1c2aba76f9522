import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { HOLDING_MAIL_VERIFICATION_PERIODS, type TUser, ZSignInVerificationPreferences } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useUpdateUser } from '../../../resources/users/update-user.ts';

/** '' follows the company's setting (null on the server). */
const COMPANY_DEFAULT = '';

type Values = { mailVerificationPeriod: string; mailVerificationNewDevice: boolean };
const toInput = (v: Values) => ({ ...v, mailVerificationPeriod: v.mailVerificationPeriod || null });

/**
 * Sign-in verification (how often a code is asked: daily, weekly, monthly or off, and on a new
 * device) — a sensitive change behind the password modal, on useAppForm with the shared schema —
 * and the marketing approval, saved as soon as it is switched.
 */
export function PreferencesForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const save = useUpdateUser(user.id);
  const saveMarketing = useUpdateUser(user.id);
  const authorize = useAuthorizationToken();
  const saved: Values = {
    mailVerificationPeriod:
      user.mailVerificationPeriod === 'new_device' ? COMPANY_DEFAULT : (user.mailVerificationPeriod ?? COMPANY_DEFAULT),
    mailVerificationNewDevice: user.mailVerificationNewDevice ?? false,
  };
  const form = useAppForm({ schema: ZSignInVerificationPreferences, defaultValues: saved, toInput });
  const changed =
    form.values.mailVerificationPeriod !== saved.mailVerificationPeriod ||
    form.values.mailVerificationNewDevice !== saved.mailVerificationNewDevice;

  const saveVerification = form.handleSubmit(async (body) => {
    const authorization = await authorize({
      title: t('myAccount.verification.confirmTitle'),
      description: t('myAccount.verification.confirmText'),
    });
    if (!authorization) return;
    save.mutate(
      { ...body, authorization },
      { onSuccess: () => notify.success(t('myAccount.verification.saved')), onError: notify.error },
    );
  });

  // Shown at once (the value being saved), back to the saved one if the save fails.
  const marketing = saveMarketing.isPending
    ? saveMarketing.variables.marketingApproval === true
    : user.marketingApproval;
  const toggleMarketing = (marketingApproval: boolean) =>
    saveMarketing.mutate(
      { marketingApproval },
      { onSuccess: () => notify.success(t('myAccount.marketing.saved')), onError: notify.error },
    );

  return (
    <Stack gap="lg">
      <form onSubmit={saveVerification} noValidate aria-label={t('myAccount.verification.title')}>
        <Stack gap="sm" maw={480}>
          <Select
            label={t('myAccount.verification.period')}
            description={t('myAccount.verification.periodHint')}
            data={[
              { value: COMPANY_DEFAULT, label: t('myAccount.verification.companyDefault') },
              ...HOLDING_MAIL_VERIFICATION_PERIODS.map((p) => ({
                value: p,
                label: t(`myAccount.verification.periods.${p}`),
              })),
            ]}
            value={form.values.mailVerificationPeriod}
            onChange={(v) => form.setValue('mailVerificationPeriod', v ?? COMPANY_DEFAULT)}
            onBlur={() => form.blur('mailVerificationPeriod')}
            error={form.error('mailVerificationPeriod')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch
            label={t('myAccount.verification.newDevice')}
            checked={form.values.mailVerificationNewDevice}
            onChange={(e) => form.setValue('mailVerificationNewDevice', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={save.isPending}>
              {t('myAccount.verification.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Switch
        label={t('myAccount.marketing.label')}
        description={t('myAccount.marketing.hint')}
        checked={marketing}
        disabled={save.isPending || saveMarketing.isPending}
        onChange={(e) => toggleMarketing(e.currentTarget.checked)}
      />
    </Stack>
  );
}
