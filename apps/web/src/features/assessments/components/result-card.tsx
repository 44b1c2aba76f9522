import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAssessmentResult } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { OutcomeSplit } from '../../../components/outcome-split.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { FactorList } from './factor-list.tsx';

/** The determination: outcome, both percentages, risk, certainty, per-section results and factors. */
export function ResultCard({ result }: { result: TAssessmentResult }) {
  const { t } = useTranslation();
  const r = (k: string) => t(`assessments.result.${k}`);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="result-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="result-title">
            {r('title')}
          </Title>
          <RiskBadge risk={result.riskLevel} size="lg" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {r('outcome')}
            </Text>
            <Text fz="xl" fw={700} data-testid="result-outcome">
              {t(`outcome.${result.outcome}`)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {r('certainty')}
            </Text>
            <Text fz="xl" fw={700}>
              {formatPercent(result.certainty <= 1 ? result.certainty * 100 : result.certainty)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('risk.label')}
            </Text>
            <Text fz="xl" fw={700}>
              {t(`risk.${result.riskLevel}`)}
            </Text>
          </Stack>
        </SimpleGrid>
        <OutcomeSplit employed={result.employed} selfEmployed={result.selfEmployed} />
        {result.summary && <Text size="sm">{result.summary}</Text>}
        {result.sections.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {r('sections')}
            </Title>
            {result.sections.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm" style={{ flex: 1 }}>
                  {s.title}
                </Text>
                <Badge variant="light" color="indigo">
                  {r('employed')} {formatPercent(s.employed)}
                </Badge>
                <Badge variant="light" color="teal">
                  {r('selfEmployed')} {formatPercent(s.selfEmployed)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        {result.factors.length > 0 && <FactorList factors={result.factors} />}
        <Text size="xs" c="dimmed">
          {t('assessments.result.version', {
            questionnaire: result.questionnaireVersion,
            rules: result.rulesetVersion,
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
