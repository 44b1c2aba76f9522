import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { AnswersList } from './answers-list.tsx';

/** The answers given, read-only (review page, or a submitted assessment). */
export function AnswersSection({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation();
  const questions = useQuestions(interviewId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="answers-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="answers-title">
          {t('assessments.review.answers')}
        </Title>
        {questions.isPending && <LoadingState />}
        {questions.isError && <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />}
        {questions.data && <AnswersList questions={questions.data} />}
      </Stack>
    </Paper>
  );
}
