import { Alert, Stack, Title } from '@mantine/core';
import type { TAssessment, TInterviewQuestion } from '@statera/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { useConfirmUnchanged } from '../api/confirm-unchanged.ts';
import { useCurrentQuestion } from '../api/get-current-question.ts';
import { useQuestion } from '../api/get-question.ts';
import { InterviewDone } from './interview-done.tsx';
import { InterviewQuestion } from './interview-question.tsx';
import { QuestionExtras } from './question-extras.tsx';
import { UnchangedAnswersNotice } from './unchanged-answers.tsx';

const sameAnswers = (q: TInterviewQuestion, answers: string[]) => {
  const before = q.answeredAnswers.map((a) => a.id).sort();
  const after = [...answers].sort();
  return before.length === after.length && before.every((id, i) => id === after[i]);
};

/**
 * The interview: the current question, or an earlier one the specialist went back to. Answering an
 * earlier question differently drops the later answers, so it asks first; they come back pre-selected
 * to confirm one by one, or all together once read (`UnchangedAnswersNotice`).
 */
export function InterviewPanel({ assessment }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const interviewId = assessment.interviewId ?? '';
  const [viewingId, setViewingId] = useState<string | null>(null);
  // Choices made but not saved yet, per question: Previous keeps them rather than dropping them.
  const drafts = useRef<Record<string, string[]>>({});
  // Focus follows the question once the specialist starts moving through the interview.
  const moved = useRef(false);
  const current = useCurrentQuestion(interviewId);
  const viewed = useQuestion(interviewId, viewingId);
  const answer = useAnswerQuestion(interviewId, assessment.id);
  const confirmAll = useConfirmUnchanged(interviewId, assessment.id);

  if (current.isPending || (viewingId && viewed.isPending)) return <LoadingState />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  if (viewingId && viewed.isError) return <ErrorState error={viewed.error} onRetry={() => setViewingId(null)} />;

  const progress = current.data;
  const question = viewingId ? (viewed.data ?? null) : progress.question;
  const currentId = progress.question?.id ?? null;

  const send = async (q: TInterviewQuestion, answers: string[]) => {
    try {
      await answer.mutateAsync({ interviewQuestionId: q.id, answers });
    } catch {
      // The failure shows above the question.
      return;
    }
    delete drafts.current[q.id];
    setViewingId(null);
  };

  // Answering an earlier question differently drops the later answers: the stack's confirm asks first.
  const askToChange = (q: TInterviewQuestion, answers: string[]) =>
    modalStack.show(ConfirmModal, {
      title: t('assessments.interview.changeWarningTitle'),
      message: t('assessments.interview.changeWarning'),
      confirmLabel: t('assessments.interview.changeConfirm'),
      color: 'orange',
      onConfirm: () => send(q, answers),
    });

  const onSubmit = (q: TInterviewQuestion, answers: string[]) => {
    moved.current = true;
    if (q.status !== 'answered' || q.id === currentId) return void send(q, answers);
    if (!sameAnswers(q, answers)) return void askToChange(q, answers);
    const next = q.nextInterviewQuestionId;
    setViewingId(!next || next === currentId ? null : next);
  };

  const progressLabel = t('assessments.page.progressValue', {
    answered: progress.answeredQuestionCount,
    all: progress.allQuestionCount,
  });

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('assessments.interview.title')}
      </Title>
      <ProgressBar
        label={t('assessments.page.progress')}
        value={progress.answeredQuestionCount}
        max={progress.allQuestionCount}
        valueLabel={progressLabel}
        size="sm"
      />
      {(answer.error ?? confirmAll.error) && (
        <Alert color="red" role="alert">
          {errorMessage(t, answer.error ?? confirmAll.error)}
        </Alert>
      )}
      {!viewingId && (
        <UnchangedAnswersNotice
          answers={progress.unchangedAnswers}
          pending={confirmAll.isPending}
          onConfirm={(ids) => {
            moved.current = true;
            return confirmAll.mutateAsync(ids);
          }}
        />
      )}
      {question ? (
        <InterviewQuestion
          key={question.id}
          question={question}
          submitting={answer.isPending}
          focusOnMount={moved.current}
          initialSelection={drafts.current[question.id]}
          onSubmit={(answers) => onSubmit(question, answers)}
          onPrevious={
            question.previousInterviewQuestionId
              ? (selected) => {
                  drafts.current[question.id] = selected;
                  setViewingId(question.previousInterviewQuestionId);
                }
              : undefined
          }
        />
      ) : (
        progress.allQuestionsAnswered && <InterviewDone assessment={assessment} onChange={setViewingId} />
      )}
      {question && (
        <QuestionExtras
          assessment={assessment}
          question={question}
          onGo={(id) => setViewingId(id === currentId ? null : id)}
        />
      )}
    </Stack>
  );
}
