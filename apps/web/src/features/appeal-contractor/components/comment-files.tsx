import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { LIMITS, type TAppealComment } from '@statera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import {
  downloadAppealFile,
  downloadCommentFiles,
  uploadAppealFile,
  useAppealDownload,
  useDetachAppealFile,
} from '../api/contractor-appeal.ts';

/** The server's limits, checked here first so the worker hears at once (the server checks again). */
export const APPEAL_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const APPEAL_FILES_PER_COMMENT = 10;
const ACCEPT = '.pdf,.docx,.xlsx,.csv,.png,.jpg,.jpeg,.webp,.gif';

/** The first problem of a file the server would refuse, as an i18n key, or null. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return 'errors.fileEmpty';
  if (file.size > APPEAL_FILE_MAX_BYTES) return 'errors.fileTooBig';
  if (file.name.trim().length > LIMITS.fileNameMax) return 'errors.fileNameTooLong';
  return null;
}

interface Upload {
  total: number;
  done: number;
  current: string;
}

/** A comment's files: download one or all (zip); on the worker's draft also attach and remove. */
export function CommentFiles({ appealKey, comment }: { appealKey: string; comment: TAppealComment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detach = useDetachAppealFile(appealKey);
  const download = useAppealDownload();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const editable = comment.abilities.attach === true;

  const attach = async (files: File[]) => {
    const found: string[] = [];
    const room = APPEAL_FILES_PER_COMMENT - comment.attachments.length;
    if (files.length > room) found.push(t('appealContractor.files.tooMany', { count: APPEAL_FILES_PER_COMMENT }));
    const ok = files.slice(0, Math.max(0, room)).filter((f) => {
      const key = fileProblem(f);
      if (key) found.push(`${f.name}: ${t(key)}`);
      return !key;
    });
    setProblems(found);
    for (const [i, file] of ok.entries()) {
      setUpload({ total: ok.length, done: i, current: file.name });
      try {
        await uploadAppealFile(appealKey, comment.id, file);
      } catch (error) {
        found.push(`${file.name}: ${errorMessage(t, error)}`);
        setProblems([...found]);
      }
    }
    setUpload(null);
    await queryClient.invalidateQueries({ queryKey: queryKeys.contractorAppeal(appealKey) });
  };

  const save = (run: () => Promise<string>) => download.mutate(run, { onError: notify.error });

  return (
    <Stack gap={6}>
      {comment.attachments.map((a) => (
        <Group key={a.id} gap="xs" wrap="nowrap" justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            onClick={() => save(() => downloadAppealFile(appealKey, a.id, a.name))}
          >
            {a.name}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatFileSize(a.size)}
            </Text>
            {editable && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('appealContractor.files.remove', { name: a.name })}
                loading={detach.isPending && detach.variables?.attachmentId === a.id}
                onClick={() => detach.mutate({ commentId: comment.id, attachmentId: a.id }, { onError: notify.error })}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        </Group>
      ))}
      {comment.attachments.length > 1 && (
        <Group>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => save(() => downloadCommentFiles(appealKey, comment.id))}
          >
            {t('appealContractor.files.downloadAll')}
          </Button>
        </Group>
      )}
      {upload && (
        <Stack gap={2} aria-live="polite">
          <Text size="xs">
            {t('appealContractor.files.uploading', { n: upload.done + 1, total: upload.total, name: upload.current })}
          </Text>
          <Progress
            value={(upload.done / upload.total) * 100}
            animated
            striped
            aria-label={t('appealContractor.files.progress')}
          />
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert color="red" role="alert" p="xs">
          {problems.map((p) => (
            <Text key={p} size="xs">
              {p}
            </Text>
          ))}
        </Alert>
      )}
      {editable && (
        <Group>
          <FileButton onChange={(files) => void attach(files)} accept={ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                disabled={upload !== null || comment.attachments.length >= APPEAL_FILES_PER_COMMENT}
              >
                {t('appealContractor.files.attach')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('appealContractor.files.hint', { count: APPEAL_FILES_PER_COMMENT })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
