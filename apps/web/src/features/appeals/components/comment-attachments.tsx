import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import type { TAppealAttachment, TAppealComment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify.ts';
import { useDownloadAppealAttachment } from '../api/download-attachment.ts';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A comment's files as download buttons with their sizes; a draft's author may take one off (`onDetach`). */
export function CommentAttachments({
  appealId,
  comment,
  onDetach,
}: {
  appealId: string;
  comment: TAppealComment;
  onDetach?: (a: TAppealAttachment) => void;
}) {
  const { t } = useTranslation();
  const download = useDownloadAppealAttachment(appealId);
  if (comment.attachments.length === 0) return null;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('appeals.comments.files')}>
      {comment.attachments.map((a) => (
        <Group key={a.id} component="li" gap="xs" wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            onClick={() =>
              download.mutate({ commentId: comment.id, attachment: a }, { onError: (e) => notify.error(e) })
            }
          >
            {t('appeals.comments.download', { name: a.name })}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {fileSize(a.size)}
          </Text>
          {onDetach && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('appeals.comments.detach', { name: a.name })}
              onClick={() => onDetach(a)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}
