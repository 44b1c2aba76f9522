import { Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { checkFiles, UPLOAD_EXTENSIONS, uploadAttachments } from '../../../resources/attachments/upload-attachments.ts';
import { useAddUserGuidances } from '../api/manage-user-guidances.ts';

/**
 * Adds guidance documents (provider admins): the files are checked as the server checks every upload,
 * sent with a progress bar through POST /api/attachments, then kept as guidance.
 */
export function GuidanceUpload() {
  const { t } = useTranslation();
  const add = useAddUserGuidances();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    const check = checkFiles(files);
    if (check) {
      setProblem(t(check.key, { name: check.file }) + (check.file ? ` (${check.file})` : ''));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadAttachments(files, setProgress);
      await add.mutateAsync(uploaded.attachments.map((a) => a.attachmentId));
      notify.success(t('userGuidance.upload.done', { count: files.length }));
    } catch (error) {
      notify.error(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={2} fz="h5">
            {t('userGuidance.upload.title')}
          </Title>
          <FileButton onChange={onFiles} multiple accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}>
            {(props) => (
              <Button {...props} size="sm" loading={progress !== null}>
                {t('userGuidance.upload.button')}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress !== null && (
          <Progress
            value={Math.round(progress * 100)}
            aria-label={t('userGuidance.upload.progress', { percent: Math.round(progress * 100) })}
            size="sm"
            animated
          />
        )}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('userGuidance.upload.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
