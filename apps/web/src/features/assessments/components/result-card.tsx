import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { TAssessmentResult, TAssessmentStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { OutcomeSplit } from '../../../components/outcome-split.tsx';
import { ProvisionalBadge } from '../../../components/provisional-badge.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { FactorList } from './factor-list.tsx';
import { RiskReasons } from './risk-reasons.tsx';
import { SectionResults } from './section-results.tsx';
import { WhatIfList } from './what-if-list.tsx';

/** Certainty is stored as a fraction (0..1); it is always shown as a percentage. */
export const certaintyPercent = (certainty: number) => formatPercent(certainty <= 1 ? certainty * 100 : certainty);

const Label = ({ children }: { children: string }) => (
  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
    {children}
  </Text>
);

/**
 * The determination: outcome, risk, certainty (once, as a percentage, with what it means), the
 * split, per-section results, the factor-by-factor explanation and what would change the result.
 * A result that is not approved yet is marked provisional.
 */
export function ResultCard({
  result,
  status,
  assessmentId,
}: {
  result: TAssessmentResult;
  status: TAssessmentStatus;
  /** Lets each section open onto the questions answered in it. */
  assessmentId: string;
}) {
  const { t } = useTranslation();
  const r = (k: string, o?: Record<string, unknown>) => t(`assessments.result.${k}`, o);
  const x = (k: string) => t(`review.result.${k}`);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="result-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="h4" id="result-title">
              {r('title')}
            </Title>
            <ProvisionalBadge status={status} />
          </Group>
          <RiskBadge risk={result.riskLevel} size="lg" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={0}>
            <Label>{r('outcome')}</Label>
            <Text fz="xl" fw={700} data-testid="result-outcome">
              {t(`outcome.${result.outcome}`)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Group gap={4} wrap="nowrap">
              <Label>{r('certainty')}</Label>
              <Tooltip
                label={x('certaintyTooltip')}
                multiline
                w={300}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <ActionIcon variant="subtle" size="xs" color="gray" aria-label={x('certaintyMore')}>
                  ?
                </ActionIcon>
              </Tooltip>
            </Group>
            <Text fz="xl" fw={700} data-testid="result-certainty">
              {certaintyPercent(result.certainty)}
            </Text>
            <Text size="xs" c="dimmed">
              {x('certaintyLine')}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Label>{t('risk.label')}</Label>
            <Text fz="xl" fw={700}>
              {t(`risk.${result.riskLevel}`)}
            </Text>
          </Stack>
        </SimpleGrid>
        <OutcomeSplit employed={result.employed} selfEmployed={result.selfEmployed} />
        {result.summary && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {result.summary}
          </Text>
        )}
        <RiskReasons result={result} />
        {result.sections.length > 0 && assessmentId && (
          <Stack gap="xs">
            <SectionResults assessmentId={assessmentId} sections={result.sections} />
          </Stack>
        )}
        {result.factors.length > 0 && <FactorList factors={result.factors} />}
        {(result.whatIf ?? []).length > 0 && <WhatIfList items={result.whatIf ?? []} />}
        <Text size="xs" c="dimmed">
          {r('version', { questionnaire: result.questionnaireVersion, rules: result.rulesetVersion })}
        </Text>
      </Stack>
    </Paper>
  );
}
