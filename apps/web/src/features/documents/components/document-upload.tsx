import { Button, FileButton, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, type TDocumentCategory, type TDocumentType } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { checkFiles, UPLOAD_EXTENSIONS, uploadAttachments } from '../../../resources/attachments/upload-attachments.ts';
import { useAddDocuments } from '../api/documents.ts';

/**
 * Adds documents: the files are checked as the server checks them (spec §8 messages), uploaded in
 * one request with a progress bar, then kept as the engagement's documents, with the type and
 * category chosen beside the button (both optional).
 */
export function DocumentUpload({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const add = useAddDocuments();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [type, setType] = useState<TDocumentType | null>(null);
  const [category, setCategory] = useState<TDocumentCategory | null>(null);

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
      await add.mutateAsync({
        id: engagementId,
        attachmentIds: uploaded.attachments.map((a) => a.attachmentId),
        ...(type && { type }),
        ...(category && { category }),
      });
      notify.success(t('documents.upload.done', { count: files.length }));
    } catch (error) {
      notify.error(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('documents.upload.type')}
          placeholder={t('documents.upload.optional')}
          data={DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`documents.docType.${v}`) }))}
          value={type}
          onChange={(v) => setType(v as TDocumentType | null)}
          clearable
          size="sm"
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('documents.upload.category')}
          placeholder={t('documents.upload.optional')}
          data={DOCUMENT_CATEGORIES.map((v) => ({ value: v, label: t(`documents.category.${v}`) }))}
          value={category}
          onChange={(v) => setCategory(v as TDocumentCategory | null)}
          clearable
          size="sm"
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <FileButton onChange={onFiles} multiple accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}>
          {(props) => (
            <Button {...props} size="sm" loading={progress !== null}>
              {t('documents.upload.button')}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t('documents.upload.progress', { percent: Math.round(progress * 100) })}
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
        {t('documents.upload.hint')}
      </Text>
    </Stack>
  );
}
