import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAssessmentResult } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_ANSWER } from './interview-question.tsx';

type WhatIf = NonNullable<TAssessmentResult['whatIf']>[number];

/** Single answer changes that would flip the outcome or move the risk band, each said in one sentence. */
export function WhatIfList({ items }: { items: WhatIf[] }) {
  const { t } = useTranslation();
  const answer = (text: string) => (text === UNKNOWN_ANSWER ? t('assessments.interview.unknown') : text);
  return (
    <Stack gap="xs" component="section" aria-labelledby="what-if-title">
      <Title order={3} fz="h5" id="what-if-title">
        {t('review.whatIf.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('review.whatIf.intro')}
      </Text>
      {items.map((w) => (
        <Paper key={`${w.questionId}-${w.to}`} withBorder p="sm" radius="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Badge size="xs" variant="light" color={w.effect === 'flips_outcome' ? 'red' : 'yellow'} tt="none">
                {t(`review.whatIf.effect.${w.effect}`)}
              </Badge>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {w.question}
            </Text>
            <Text size="sm">
              {t(w.effect === 'flips_outcome' ? 'review.whatIf.flips' : 'review.whatIf.risk', {
                from: answer(w.from),
                to: answer(w.to),
                outcome: t(`outcome.${w.outcome}`),
                risk: t(`risk.${w.riskLevel}`),
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
