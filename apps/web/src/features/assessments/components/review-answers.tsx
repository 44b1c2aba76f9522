import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAssessment, TInterviewQuestion, TVersionChanges } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { UNKNOWN_ANSWER } from './interview-question.tsx';
import { QuestionThread } from './question-thread.tsx';

interface Props {
  assessment: TAssessment;
  /** The diff of the version being looked at, to flag what it changed. */
  changes?: TVersionChanges | null;
}

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-2)' };

/** The answers with their comment threads beside each one (the approver's and the specialist's discussion). */
export function ReviewAnswers({ assessment, changes }: Props) {
  const { t } = useTranslation();
  const questions = useQuestions(assessment.interviewId);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="answers-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="answers-title">
          {t('assessments.review.answers')}
        </Title>
        {questions.isPending && <LoadingState />}
        {questions.isError && <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />}
        {questions.data?.length === 0 && <Text c="dimmed">{t('assessments.review.noAnswers')}</Text>}
        {questions.data && questions.data.length > 0 && (
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {questions.data.map((q) => (
              <AnswerRow key={q.id} assessment={assessment} question={q} changes={changes ?? null} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function AnswerRow({
  assessment,
  question: q,
  changes,
}: {
  assessment: TAssessment;
  question: TInterviewQuestion;
  changes: TVersionChanges | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const thread = q.threads[0];
  const count = thread?.commentCount ?? 0;
  const unread = thread?.newCommentCount ?? 0;
  const changed = changes?.changed.find((c) => c.questionId === q.id);
  const entered = changes?.enteredPath.some((c) => c.questionId === q.id);
  const answer = q.answeredAnswers
    .map((a) => (a.id === UNKNOWN_ANSWER ? t('assessments.interview.unknown') : a.content))
    .join('; ');
  const panelId = `thread-${q.id}`;

  return (
    <Stack component="li" gap={0} py="xs" style={rowStyle} aria-label={q.content}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" w={28} ta="right" style={{ flexShrink: 0 }}>
          {q.positionInInterview}.
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {q.content}
          </Text>
          <Text size="sm" fw={600} c="teal.8">
            {answer}
          </Text>
          {changed && (
            <Text size="xs" c="orange.8">
              {t('review.diff.was', { from: changed.fromText })}
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            {q.important && (
              <Badge size="xs" color="orange" variant="light">
                {t('assessments.interview.important')}
              </Badge>
            )}
            {changed && (
              <Badge size="xs" color="orange" variant="filled">
                {t('review.diff.changedBadge')}
              </Badge>
            )}
            {entered && (
              <Badge size="xs" color="blue" variant="light">
                {t('review.diff.enteredBadge')}
              </Badge>
            )}
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={panelId}
              rightSection={
                unread > 0 ? (
                  <Badge size="xs" color="red" circle aria-label={t('review.thread.newCount', { count: unread })}>
                    {unread}
                  </Badge>
                ) : undefined
              }
            >
              {t('review.thread.toggle', { count })}
            </Button>
          </Group>
        </Stack>
      </Group>
      <Collapse expanded={open} id={panelId}>
        {open && <QuestionThread assessment={assessment} questionId={q.id} thread={thread} />}
      </Collapse>
    </Stack>
  );
}
