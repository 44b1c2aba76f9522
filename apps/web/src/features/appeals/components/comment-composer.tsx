import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { LIMITS, ZManagementComment } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';

/** Most files one comment carries (ZAppealCommentInput.attachments). */
export const MAX_COMMENT_FILES = 10;
/** The largest file the server takes for an appeal (10 MB); it checks again, and the type by the bytes. */
export const MAX_COMMENT_FILE_BYTES = 10 * 1024 * 1024;

/** Why a file cannot go (spec §5: not empty, not too big, name at most 190 characters), as an error key. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return 'errors.fileEmpty';
  if (file.size > MAX_COMMENT_FILE_BYTES) return 'errors.fileTooBig';
  if (file.name.length > LIMITS.fileNameMax) return 'errors.fileNameTooLong';
  return null;
}

export interface ComposerSubmit {
  body: string;
  status: 'created' | 'submitted';
  files: File[];
  onProgress: (done: number) => void;
}

/**
 * Writes a comment: the text (required, at most 10,000 characters), files to attach (up to 10,
 * when `withFiles`), and two ways to finish — keep it as a draft only managers see, or send it.
 * While files upload a progress bar counts them.
 */
export function CommentComposer({
  label,
  sendLabel,
  withFiles = false,
  withDraft = false,
  onSubmit,
}: {
  label: string;
  sendLabel: string;
  withFiles?: boolean;
  withDraft?: boolean;
  onSubmit: (v: ComposerSubmit) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZManagementComment, defaultValues: { body: '' } });
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState<'created' | 'submitted' | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [refused, setRefused] = useState<{ name: string; key: string }[]>([]);

  const finish = (status: 'created' | 'submitted') =>
    form.handleSubmit(async ({ body }) => {
      setBusy(status);
      setUploaded(0);
      try {
        await onSubmit({ body, status, files, onProgress: setUploaded });
        form.reset();
        setFiles([]);
        setRefused([]);
      } catch {
        // The caller has said what failed; the text and files stay to try again.
      } finally {
        setBusy(null);
      }
    });

  const addFiles = (picked: File[]) => {
    const problems = picked.map((f) => ({ name: f.name, key: fileProblem(f) }));
    setRefused(problems.filter((p): p is { name: string; key: string } => p.key !== null));
    const fine = picked.filter((f) => fileProblem(f) === null);
    setFiles((current) =>
      [...current, ...fine.filter((f) => !current.some((c) => c.name === f.name))].slice(0, MAX_COMMENT_FILES),
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        finish('submitted')(e);
      }}
    >
      <Stack gap="xs">
        <Textarea label={label} autosize minRows={3} maxLength={10000} {...form.textProps('body')} />
        {withFiles && files.length > 0 && (
          <Stack
            gap={2}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('appeals.composer.files')}
          >
            {files.map((f) => (
              <Group key={f.name} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {f.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('appeals.composer.removeFile', { name: f.name })}
                  onClick={() => setFiles((current) => current.filter((c) => c !== f))}
                  disabled={busy !== null}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {refused.length > 0 && (
          <Stack gap={2} role="alert">
            {refused.map((r) => (
              <Text key={r.name} size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                {r.name}: {t(r.key)}
              </Text>
            ))}
          </Stack>
        )}
        {busy && files.length > 0 && (
          <ProgressBar
            label={t('appeals.composer.uploading')}
            value={uploaded}
            max={files.length}
            valueLabel={t('appeals.composer.uploaded', { done: uploaded, total: files.length })}
            size="sm"
          />
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          {withFiles ? (
            <FileButton onChange={addFiles} multiple disabled={busy !== null || files.length >= MAX_COMMENT_FILES}>
              {(props) => (
                <Button {...props} variant="default" size="sm">
                  {t('appeals.composer.attach', { max: MAX_COMMENT_FILES })}
                </Button>
              )}
            </FileButton>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {withDraft && (
              <Button
                variant="light"
                size="sm"
                loading={busy === 'created'}
                disabled={busy === 'submitted'}
                onClick={() => finish('created')()}
              >
                {t('appeals.composer.saveDraft')}
              </Button>
            )}
            <Button type="submit" size="sm" loading={busy === 'submitted'} disabled={busy === 'created'}>
              {sendLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
