import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ZChangeContractorEmail } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useChangeContractorEmail } from '../api/contractor-appeal.ts';

/** Change the address the appeal's emails go to (kept in the appeal's history). */
export function ContractorEmailForm({ appealKey, email }: { appealKey: string; email: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useChangeContractorEmail(appealKey);
  const form = useAppForm({ schema: ZChangeContractorEmail, defaultValues: { newContractorEmail: email ?? '' } });
  const submit = form.handleSubmit((data) =>
    change.mutateAsync(data.newContractorEmail).then(() => {
      notify.success(t('appealContractor.email.changed'));
      setOpen(false);
    }, form.serverErrorsOr(notify.error)),
  );
  if (!open) {
    return (
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => setOpen(true)}>
          {t('appealContractor.email.change')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('appealContractor.email.text')}</Text>
        <TextInput
          label={t('appealContractor.email.label')}
          type="email"
          required
          {...form.textProps('newContractorEmail')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('appealContractor.email.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
