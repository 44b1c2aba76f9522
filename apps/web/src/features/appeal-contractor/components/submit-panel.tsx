import { Button, Paper, Stack, Text } from '@mantine/core';
import type { TContractorAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useSubmitToManager } from '../api/contractor-appeal.ts';

/**
 * Sends the worker's drafts to the appeal manager, when it is the worker's turn. Text typed in a
 * thread's box and not saved counts too: Send saves it as a draft first (`saveTyped`), then sends.
 */
export function SubmitPanel({
  appealKey,
  appeal,
  typedCount,
  saveTyped,
}: {
  appealKey: string;
  appeal: TContractorAppeal;
  /** Thread boxes holding unsaved text. */
  typedCount: number;
  /** Saves that text as drafts; false when one could not be saved (its box says why). */
  saveTyped: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const submit = useSubmitToManager(appealKey);
  const drafts = appeal.questions.flatMap((q) => q.comments).filter((c) => c.byContractor && c.status === 'created');
  const allowed = appeal.abilities.submitToManager === true;
  const count = drafts.length + typedCount;
  const send = async () => {
    if (!(await saveTyped())) return;
    submit.mutate(undefined, {
      onSuccess: () => notify.success(t('appealContractor.submit.done')),
      onError: notify.error,
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{t('appealContractor.submit.title')}</Text>
        <Text size="sm">
          {!allowed
            ? t('appealContractor.submit.notYourTurn')
            : count === 0
              ? t('appealContractor.submit.nothingYet')
              : t('appealContractor.submit.drafts', { count })}
        </Text>
        <Button disabled={!allowed || count === 0} loading={submit.isPending} onClick={() => void send()}>
          {t('appealContractor.submit.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
