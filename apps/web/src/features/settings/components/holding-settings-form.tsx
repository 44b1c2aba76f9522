import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BLOCKABLE_PERMISSIONS,
  CONTRACTOR_NOTIFICATION_FREQUENCIES,
  HOLDING_MAIL_VERIFICATION_PERIODS,
  PASSWORD_CHANGE_WEEKS,
  type TCompany,
  type THoldingSettings,
  ZUpdateHoldingSettings,
} from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useUpdateHolding } from '../api/update-holding.ts';
import { differs, toFormValues, toHoldingInput, type VerificationPeriod } from './holding-form-values.ts';

interface Props {
  company: TCompany;
  holding: THoldingSettings;
}

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

const whole = (v: string) => {
  const n = Number(v.replace(',', '.'));
  return v.trim() !== '' && Number.isFinite(n) ? n : null;
};

/**
 * The group settings of spec §3/§6: risk thresholds, the self-employed override margin, password
 * reset frequency, sign-in verification, blocked permissions and the continuous-employed flag.
 * Editable when the server's editHolding ability allows it (the group admin), read-only otherwise.
 */
export function HoldingSettingsForm({ company, holding }: Props) {
  const { t } = useTranslation();
  const saved = toFormValues(holding);
  const readOnly = company.abilities.editHolding !== true;
  const form = useAppForm({ schema: ZUpdateHoldingSettings, defaultValues: saved, toInput: toHoldingInput });
  const save = useUpdateHolding();
  const changed = differs(form.values, saved);
  const v = form.values;
  const s = (key: string, params?: Record<string, unknown>) => t(`settings.${key}`, params);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: company.id, body });
      notify.success(t('notification.updateHolding'));
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  const high = whole(v.highRiskThreshold);
  const medium = whole(v.mediumRiskThreshold);
  const percentProps = (field: 'highRiskThreshold' | 'mediumRiskThreshold' | 'riskMargin') => ({
    ...form.textProps(field),
    inputMode: 'numeric' as const,
    rightSection: <Text size="sm">%</Text>,
    required: !readOnly,
    disabled: readOnly,
    w: 260,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={s('formLabel')}>
      <Stack gap="md">
        {readOnly && (
          <Alert color="blue" title={s('readOnlyTitle')}>
            {s('readOnly')}
          </Alert>
        )}
        <Section title={s('risk.title')} text={s('risk.text')}>
          <Group align="flex-start" gap="md">
            <TextInput label={s('risk.high')} description={s('risk.highHint')} {...percentProps('highRiskThreshold')} />
            <TextInput
              label={s('risk.medium')}
              description={s('risk.mediumHint')}
              {...percentProps('mediumRiskThreshold')}
              error={
                form.errorKey('mediumRiskThreshold') === 'errors.minValue'
                  ? s('risk.mediumAboveHigh')
                  : form.error('mediumRiskThreshold')
              }
            />
          </Group>
          {high !== null && medium !== null && medium > high && (
            <Text size="sm" aria-live="polite">
              {s('risk.summary', { high, mediumFrom: high + 1, medium, low: medium + 1 })}
            </Text>
          )}
        </Section>
        <Section title={s('margin.title')} text={s('margin.text')}>
          <TextInput label={s('margin.label')} description={s('margin.hint')} {...percentProps('riskMargin')} />
        </Section>
        <Section title={s('password.title')} text={s('password.text')}>
          <Select
            label={s('password.label')}
            data={[
              { value: 'off', label: s('password.off') },
              ...PASSWORD_CHANGE_WEEKS.map((w) => ({ value: String(w), label: s(`password.weeks${w}`) })),
            ]}
            value={v.changePasswordPeriod || 'off'}
            onChange={(next) => form.setValue('changePasswordPeriod', !next || next === 'off' ? '' : next)}
            error={form.error('changePasswordPeriod')}
            allowDeselect={false}
            disabled={readOnly}
            comboboxProps={{ withinPortal: true }}
            w={260}
          />
        </Section>
        <Section title={s('verification.title')} text={s('verification.text')}>
          <Radio.Group
            label={s('verification.label')}
            value={v.mailVerificationPeriod}
            onChange={(next) => form.setValue('mailVerificationPeriod', next as VerificationPeriod)}
            error={form.error('mailVerificationPeriod')}
          >
            <Group gap="lg" mt="xs">
              {HOLDING_MAIL_VERIFICATION_PERIODS.map((p) => (
                <Radio key={p} value={p} label={s(`verification.${p}`)} disabled={readOnly} />
              ))}
            </Group>
          </Radio.Group>
          <Switch
            label={s('verification.newDevice')}
            description={s('verification.newDeviceHint')}
            checked={v.mailVerificationNewDevice}
            onChange={(e) => form.setValue('mailVerificationNewDevice', e.currentTarget.checked)}
            disabled={readOnly}
          />
        </Section>
        <Section title={s('permissions.title')} text={s('permissions.text')}>
          <Checkbox.Group
            label={s('permissions.label')}
            value={v.blockedPermissions}
            onChange={(next) => form.setValue('blockedPermissions', next)}
            error={form.error('blockedPermissions')}
          >
            <Stack gap="xs" mt="xs">
              {BLOCKABLE_PERMISSIONS.map((p) => (
                <Checkbox
                  key={p}
                  value={p}
                  label={s(`permissions.names.${p}`)}
                  description={s(`permissions.hints.${p}`)}
                  disabled={readOnly}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Section>
        <Section title={t('contractorReports.frequency.title')} text={t('contractorReports.frequency.text')}>
          <Select
            label={t('contractorReports.frequency.label')}
            data={CONTRACTOR_NOTIFICATION_FREQUENCIES.map((f) => ({
              value: String(f),
              label: t(`contractorReports.frequency.options.${f}`),
            }))}
            value={v.contractorNotificationFrequency}
            onChange={(next) => form.setValue('contractorNotificationFrequency', next ?? '0')}
            error={form.error('contractorNotificationFrequency')}
            allowDeselect={false}
            disabled={readOnly}
            comboboxProps={{ withinPortal: true }}
            w={260}
          />
        </Section>
        <Section title={s('continuous.title')} text={s('continuous.text')}>
          <Switch
            label={s('continuous.label')}
            checked={v.continuousEmployed}
            onChange={(e) => form.setValue('continuousEmployed', e.currentTarget.checked)}
            disabled={readOnly}
          />
        </Section>
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!changed || save.isPending} onClick={() => form.reset()}>
              {s('discard')}
            </Button>
            <Button type="submit" disabled={!changed} loading={save.isPending}>
              {s('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
