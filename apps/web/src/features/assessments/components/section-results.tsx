import { Accordion, Badge, Group, List, Text, Title } from '@mantine/core';
import type { TAssessmentResult } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { useResultsBySections } from '../api/get-results-by-sections.ts';
import { UNKNOWN_ANSWER } from './interview-question.tsx';

/**
 * Each section's share of the result; opening a section lists the questions answered in it (loaded
 * from results-by-sections when first opened). Rows wrap on narrow screens.
 */
export function SectionResults({
  assessmentId,
  sections,
}: {
  assessmentId: string;
  sections: TAssessmentResult['sections'];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);
  const details = useResultsBySections(assessmentId, open.length > 0);
  const r = (k: string) => t(`assessments.result.${k}`);
  return (
    <>
      <Title order={3} fz="h5">
        {r('sections')}
      </Title>
      <Accordion multiple value={open} onChange={setOpen} variant="default" chevronPosition="right">
        {sections.map((s) => {
          const questions = details.data?.sections.find((d) => d.id === s.id)?.questions;
          return (
            <Accordion.Item key={s.id} value={s.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" style={{ flex: '1 1 10rem', minWidth: 0 }}>
                    {s.title}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Badge variant="light" color="indigo" tt="none">
                      {r('employed')} {formatPercent(s.employed)}
                    </Badge>
                    <Badge variant="light" color="teal" tt="none">
                      {r('selfEmployed')} {formatPercent(s.selfEmployed)}
                    </Badge>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {details.isPending && <LoadingState />}
                {details.isError && <ErrorState error={details.error} onRetry={() => void details.refetch()} />}
                {questions?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('review.sections.none')}
                  </Text>
                )}
                {questions && questions.length > 0 && (
                  <List size="sm" spacing={4}>
                    {questions.map((q) => (
                      <List.Item key={q.id} style={{ overflowWrap: 'anywhere' }}>
                        {q.content} —{' '}
                        <b>
                          {q.answeredAnswers
                            .map((a) => (a.id === UNKNOWN_ANSWER ? t('assessments.interview.unknown') : a.content))
                            .join('; ')}
                        </b>
                        {q.commentCount > 0 && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            ({t('review.thread.toggle', { count: q.commentCount })})
                          </Text>
                        )}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </>
  );
}
