import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { TAssessment, TInterviewQuestion } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useQuestions } from '../api/get-questions.ts';
import { useSubmitAssessment } from '../api/submit-assessment.ts';
import { AnswersList } from './answers-list.tsx';

interface Props {
  assessment: TAssessment;
  onChange: (interviewQuestionId: string) => void;
}

/** The first answer waiting for the specialist (after a return: commented, not changed or confirmed). */
function firstReadyOf(questions: TInterviewQuestion[]): string | null {
  const [first, second] = questions;
  if (!first) return null;
  if (second?.previousReadyId === first.id) return first.id;
  return first.nextReadyId;
}

/** Every question answered: check the answers (changing any of them) and submit for review. */
export function InterviewDone({ assessment, onChange }: Props) {
  const { t } = useTranslation();
  const questions = useQuestions(assessment.interviewId);
  const submit = useSubmitAssessment(assessment.id);
  const firstReady = firstReadyOf(questions.data ?? []);

  // Submitting hands the answers to the approver: asked first, as approving is.
  const onSubmit = () =>
    modalStack.show(ConfirmModal, {
      title: t('assessments.page.submit'),
      message: t('interviewUnchanged.submitConfirm'),
      confirmLabel: t('assessments.page.submit'),
      onConfirm: async () => {
        await submit.mutateAsync(undefined);
        notify.success(t('notification.submitAssessment'));
      },
    });

  return (
    <Stack gap="md">
      <Alert color="teal" title={t('assessments.page.allAnswered')}>
        {assessment.abilities.submit && t('assessments.page.allAnsweredHint')}
      </Alert>
      {submit.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, submit.error)}
        </Alert>
      )}
      {assessment.abilities.submit && (
        <Group>
          <Button size="md" onClick={onSubmit} loading={submit.isPending}>
            {t('assessments.page.submit')}
          </Button>
        </Group>
      )}
      <Title order={3} fz="h5">
        {t('assessments.page.yourAnswers')}
      </Title>
      {firstReady && (
        <Group>
          <Button variant="light" onClick={() => onChange(firstReady)}>
            {t('interviewExtras.firstReady')}
          </Button>
        </Group>
      )}
      {questions.isPending && <LoadingState />}
      {questions.isError && <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />}
      {questions.data && <AnswersList questions={questions.data} onChange={onChange} />}
    </Stack>
  );
}
