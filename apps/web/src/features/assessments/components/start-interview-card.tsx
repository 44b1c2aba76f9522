import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useStartInterview } from '../api/start-interview.ts';

/** A created assessment: the specialist starts the interview once it is open. */
export function StartInterviewCard({ assessment }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const start = useStartInterview(assessment.id);
  const canStart = assessment.abilities.startInterview === true;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>
          {assessment.notStarted === 'not_due' ? t('assessments.page.notOpenYet') : t('assessments.page.notStartedYet')}
        </Text>
        {start.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, start.error)}
          </Alert>
        )}
        {canStart && (
          <Button size="md" onClick={() => start.mutate(undefined)} loading={start.isPending}>
            {t('assessments.page.startInterview')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
