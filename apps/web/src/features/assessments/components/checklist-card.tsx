import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useDownloadChecklist } from '../api/download-checklist.ts';

/** Before the interview: the blank questionnaire as a PDF, to gather the facts. */
export function ChecklistCard() {
  const { t } = useTranslation();
  const download = useDownloadChecklist();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="checklist-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h5" id="checklist-title">
          {t('sds.checklistTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sds.checklistIntro')}
        </Text>
        {download.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, download.error)}
          </Alert>
        )}
        <Button size="xs" variant="light" onClick={() => download.mutate()} loading={download.isPending}>
          {t('sds.checklistDownload')}
        </Button>
      </Stack>
    </Paper>
  );
}
