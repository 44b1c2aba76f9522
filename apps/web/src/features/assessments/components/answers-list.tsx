import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TInterviewQuestion } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_ANSWER } from './interview-question.tsx';

interface Props {
  questions: TInterviewQuestion[];
  /** When given, each answer gets a Change button. */
  onChange?: (interviewQuestionId: string) => void;
}

/** How many comments an answer's thread has, and how many are new to the reader. */
function CommentCount({ question }: { question: TInterviewQuestion }) {
  const { t } = useTranslation();
  const thread = question.threads[0];
  if (!thread || thread.commentCount === 0) return null;
  return (
    <Group gap={4}>
      <Text size="xs" c="dimmed">
        {t('review.thread.toggle', { count: thread.commentCount })}
      </Text>
      {thread.newCommentCount > 0 && (
        <Badge size="xs" color="red" variant="light">
          {t('review.thread.newCount', { count: thread.newCommentCount })}
        </Badge>
      )}
    </Group>
  );
}

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-2)' };

/** The answered path: each question with the answers given, one compact row each. */
export function AnswersList({ questions, onChange }: Props) {
  const { t } = useTranslation();
  if (questions.length === 0) return <Text c="dimmed">{t('assessments.review.noAnswers')}</Text>;
  return (
    <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {questions.map((q) => (
        <Group key={q.id} component="li" py="xs" gap="sm" align="flex-start" wrap="nowrap" style={rowStyle}>
          <Text size="sm" c="dimmed" w={28} ta="right" style={{ flexShrink: 0 }}>
            {q.positionInInterview}.
          </Text>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm">{q.content}</Text>
            <Text size="sm" fw={600} c="teal.8">
              {q.answeredAnswers
                .map((a) => (a.id === UNKNOWN_ANSWER ? t('assessments.interview.unknown') : a.content))
                .join('; ')}
            </Text>
            <CommentCount question={q} />
          </Stack>
          {onChange && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange(q.id)}
              aria-label={`${t('assessments.page.change')}: ${q.content}`}
            >
              {t('assessments.page.change')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
