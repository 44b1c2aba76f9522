import { Accordion, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TAssessmentResult } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';
import { UNKNOWN_ANSWER } from './interview-question.tsx';

type Factor = TAssessmentResult['factors'][number];
const COLORS = { employed: 'indigo', selfEmployed: 'teal', neutral: 'gray' } as const;

/** Why the result came out as it did: each factor, its direction, strength and the answers behind it. */
export function FactorList({ factors }: { factors: Factor[] }) {
  const { t } = useTranslation();
  const r = (k: string, o?: Record<string, unknown>) => t(`assessments.result.${k}`, o);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {r('factors')}
      </Title>
      <Accordion variant="separated" multiple>
        {factors.map((f) => (
          <Accordion.Item key={f.id} value={f.id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" gap={6} pr="sm">
                <Text size="sm" fw={600} style={{ flex: '1 1 10rem', minWidth: 0 }}>
                  {f.title}
                </Text>
                <Badge color={COLORS[f.direction]} variant="light" tt="none">
                  {r(`direction.${f.direction}`)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {f.reason}
                </Text>
                <Text size="xs" c="dimmed">
                  {r('strength', { value: formatPercent(f.strength <= 1 ? f.strength * 100 : f.strength) })}
                </Text>
                {f.drivers.length > 0 && (
                  <List size="sm">
                    {f.drivers.map((d) => (
                      <List.Item key={d.questionId}>
                        {d.question} —{' '}
                        <b>{d.answer === UNKNOWN_ANSWER ? t('assessments.interview.unknown') : d.answer}</b>
                      </List.Item>
                    ))}
                  </List>
                )}
                {f.cases.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {r('cases')}: {f.cases.join('; ')}
                  </Text>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
