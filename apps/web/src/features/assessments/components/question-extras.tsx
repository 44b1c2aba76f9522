import { Badge, Button, Collapse, Group, Stack } from '@mantine/core';
import type { TAssessment, TInterviewQuestion } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useConfirmQuestion } from '../api/confirm-question.ts';
import { QuestionThread } from './question-thread.tsx';

const AFTER_RETURN = ['returned', 'updating'];

interface Props {
  assessment: TAssessment;
  question: TInterviewQuestion;
  onGo: (interviewQuestionId: string) => void;
}

/**
 * Under the question in the interview: jumps to the next question with something unseen or waiting,
 * "the answer still stands" after a return, and the question's comment thread.
 */
export function QuestionExtras({ assessment: a, question: q, onGo }: Props) {
  const { t } = useTranslation();
  const thread = q.threads[0];
  const [open, setOpen] = useState(() => (thread?.newCommentCount ?? 0) > 0);
  const confirm = useConfirmQuestion(a.interviewId ?? '');
  const x = (k: string, o?: Record<string, unknown>) => t(`interviewExtras.${k}`, o);
  const canConfirm =
    a.abilities.answer === true &&
    AFTER_RETURN.includes(a.status) &&
    q.status === 'answered' &&
    (thread?.commentCount ?? 0) > 0;
  const jumpReady = q.nextReadyId && q.nextReadyId !== q.nextInterviewQuestionId ? q.nextReadyId : null;
  const jumpUnseen = q.nextNotSeenId && q.nextNotSeenId !== q.nextInterviewQuestionId ? q.nextNotSeenId : null;
  const showThread = (thread?.commentCount ?? 0) > 0 || thread?.comments.length || a.abilities.comment;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {jumpUnseen && (
          <Button variant="subtle" size="compact-sm" onClick={() => onGo(jumpUnseen)}>
            {x('nextNotSeen')}
          </Button>
        )}
        {jumpReady && (
          <Button variant="subtle" size="compact-sm" onClick={() => onGo(jumpReady)}>
            {x('nextReady')}
          </Button>
        )}
        {canConfirm && (
          <Button
            variant="light"
            color="teal"
            size="compact-sm"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(q.id, { onSuccess: () => notify.success(x('confirmed')) })}
          >
            {x('confirm')}
          </Button>
        )}
        {showThread && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            rightSection={
              (thread?.newCommentCount ?? 0) > 0 ? (
                <Badge size="xs" color="red" circle>
                  {thread?.newCommentCount}
                </Badge>
              ) : undefined
            }
          >
            {t('review.thread.toggle', { count: thread?.commentCount ?? 0 })}
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>{open && <QuestionThread assessment={a} questionId={q.id} thread={thread} />}</Collapse>
    </Stack>
  );
}
