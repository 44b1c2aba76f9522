import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { HOLDING_MAIL_VERIFICATION_PERIODS, type TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useUpdateUser } from '../../../resources/users/update-user.ts';

type Period = (typeof HOLDING_MAIL_VERIFICATION_PERIODS)[number];
/** '' follows the company's setting (null on the server). */
const COMPANY_DEFAULT = '';

/**
 * Sign-in verification (how often a code is asked: daily, weekly, monthly or off, and on a new
 * device) — a sensitive change behind the password modal — and the marketing approval.
 */
export function PreferencesForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const save = useUpdateUser(user.id);
  const authorize = useAuthorizationToken();
  const initialPeriod =
    user.mailVerificationPeriod === 'new_device' ? COMPANY_DEFAULT : (user.mailVerificationPeriod ?? COMPANY_DEFAULT);
  const [period, setPeriod] = useState<string>(initialPeriod);
  const [newDevice, setNewDevice] = useState<boolean>(user.mailVerificationNewDevice ?? false);
  const changed = period !== initialPeriod || newDevice !== (user.mailVerificationNewDevice ?? false);

  const saveVerification = async () => {
    const authorization = await authorize({
      title: t('myAccount.verification.confirmTitle'),
      description: t('myAccount.verification.confirmText'),
    });
    if (!authorization) return;
    save.mutate(
      {
        mailVerificationPeriod: period === COMPANY_DEFAULT ? null : (period as Period),
        mailVerificationNewDevice: newDevice,
        authorization,
      },
      { onSuccess: () => notify.success(t('myAccount.verification.saved')), onError: notify.error },
    );
  };

  // Shown at once; put back if the save fails.
  const [marketing, setMarketing] = useState(user.marketingApproval);
  const toggleMarketing = (marketingApproval: boolean) => {
    setMarketing(marketingApproval);
    save.mutate(
      { marketingApproval },
      {
        onSuccess: () => notify.success(t('myAccount.marketing.saved')),
        onError: (error) => {
          setMarketing(!marketingApproval);
          notify.error(error);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void saveVerification();
        }}
        aria-label={t('myAccount.verification.title')}
      >
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
            value={period}
            onChange={(v) => setPeriod(v ?? COMPANY_DEFAULT)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch
            label={t('myAccount.verification.newDevice')}
            checked={newDevice}
            onChange={(e) => setNewDevice(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!changed}
              loading={save.isPending && save.variables?.marketingApproval === undefined}
            >
              {t('myAccount.verification.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Switch
        label={t('myAccount.marketing.label')}
        description={t('myAccount.marketing.hint')}
        checked={marketing}
        disabled={save.isPending}
        onChange={(e) => toggleMarketing(e.currentTarget.checked)}
      />
    </Stack>
  );
}
