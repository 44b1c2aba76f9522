import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TCsvImport } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCancelImport } from '../api/get-import.ts';

/**
 * Step 3: the import as it runs (polled; the page's address names the key, so a reload comes back
 * here). Checking and writing each count the rows; nothing is kept until the last row is written.
 */
export function ImportProgress({ state }: { state: TCsvImport }) {
  const { t } = useTranslation();
  const cancel = useCancelImport();
  const { phase, done, total } = state.progress;
  // checking is the first half of the bar, writing the second
  const value = state.status === 'queued' ? 0 : phase === 'writing' ? total + done : done;
  const label = t(
    `csvImport.progress.${state.status === 'queued' ? 'queued' : phase === 'writing' ? 'writing' : 'validating'}`,
  );
  return (
    <Stack gap="md" data-testid="import-progress">
      <ProgressBar
        label={label}
        value={value}
        max={Math.max(1, total * 2)}
        valueLabel={t('csvImport.progress.rows', { done: Math.min(done, total), total })}
        size="lg"
      />
      <Alert color="blue" variant="light">
        {t('csvImport.progress.allOrNothing')}
      </Alert>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('csvImport.progress.leave')}
        </Text>
        <Button
          variant="default"
          color="red"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(state.key, { onError: (e) => notify.error(e) })}
        >
          {t('csvImport.progress.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
