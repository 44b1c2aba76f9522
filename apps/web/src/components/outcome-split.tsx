import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/format.ts';

/** The employed / self-employed percentages as a labelled two-part bar. */
export function OutcomeSplit({ employed, selfEmployed }: { employed: number; selfEmployed: number }) {
  const { t } = useTranslation();
  const employedLabel = `${t('outcome.employed')} ${formatPercent(employed)}`;
  const selfLabel = `${t('outcome.selfEmployed')} ${formatPercent(selfEmployed)}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="indigo.7">
          {employedLabel}
        </Text>
        <Text size="sm" fw={600} c="teal.7">
          {selfLabel}
        </Text>
      </Group>
      <Progress.Root size="lg" aria-label={`${employedLabel}, ${selfLabel}`}>
        <Progress.Section value={employed} color="indigo.5" />
        <Progress.Section value={selfEmployed} color="teal.5" />
      </Progress.Root>
    </Stack>
  );
}
