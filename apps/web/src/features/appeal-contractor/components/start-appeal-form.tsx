import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZStartAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useStartAppeal } from '../api/contractor-appeal.ts';

/** The start step: the address replies go to and the consent to process what the worker sends. */
export function StartAppealForm({ appealKey, email }: { appealKey: string; email: string | null }) {
  const { t } = useTranslation();
  const start = useStartAppeal(appealKey);
  const form = useAppForm({
    schema: ZStartAppeal,
    defaultValues: { contractorEmail: email ?? '', dataProcessingConsent: false as boolean },
  });
  const submit = form.handleSubmit((data) => start.mutateAsync(data).catch(form.serverErrorsOr(notify.error)));
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3}>{t('appealContractor.start.title')}</Title>
        <Text size="sm">{t('appealContractor.start.text')}</Text>
        <TextInput
          label={t('appealContractor.start.email')}
          type="email"
          autoComplete="email"
          required
          {...form.textProps('contractorEmail')}
        />
        <Checkbox
          label={t('appealContractor.start.consent')}
          checked={form.values.dataProcessingConsent}
          onChange={(e) => form.setValue('dataProcessingConsent', e.currentTarget.checked)}
          error={form.error('dataProcessingConsent')}
        />
        <Button type="submit" loading={start.isPending}>
          {t('appealContractor.start.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
