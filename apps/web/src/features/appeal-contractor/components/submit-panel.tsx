import { Button, Paper, Stack, Text } from '@mantine/core';
import type { TContractorAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useSubmitToManager } from '../api/contractor-appeal.ts';

/** Sends the worker's drafts to the appeal manager, when it is the worker's turn. */
export function SubmitPanel({ appealKey, appeal }: { appealKey: string; appeal: TContractorAppeal }) {
  const { t } = useTranslation();
  const submit = useSubmitToManager(appealKey);
  const drafts = appeal.questions.flatMap((q) => q.comments).filter((c) => c.byContractor && c.status === 'created');
  const allowed = appeal.abilities.submitToManager === true;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{t('appealContractor.submit.title')}</Text>
        <Text size="sm">
          {allowed
            ? t('appealContractor.submit.drafts', { count: drafts.length })
            : t('appealContractor.submit.notYourTurn')}
        </Text>
        <Button
          disabled={!allowed || drafts.length === 0}
          loading={submit.isPending}
          onClick={() =>
            submit.mutate(undefined, {
              onSuccess: () => notify.success(t('appealContractor.submit.done')),
              onError: notify.error,
            })
          }
        >
          {t('appealContractor.submit.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
