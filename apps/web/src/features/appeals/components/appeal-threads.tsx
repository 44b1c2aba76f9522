import { Paper, Stack, Text, Title } from '@mantine/core';
import { APPEAL_SHARED_THREADS, type TAppeal, type TAppealCommentGroup } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { can } from '../../../lib/abilities.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import {
  DraftKeptError,
  useAttachFiles,
  useDeleteAppealComment,
  useDetachAttachment,
  useSendAppealComment,
  useUpdateAppealComment,
} from '../api/appeal-comments.ts';
import { CommentComposer } from './comment-composer.tsx';
import { type CommentActions, CommentItem } from './comment-item.tsx';

type SharedThread = (typeof APPEAL_SHARED_THREADS)[number];

function Thread({
  appeal,
  type,
  group,
  actions,
}: {
  appeal: TAppeal;
  type: SharedThread;
  group: TAppealCommentGroup | undefined;
  actions: CommentActions;
}) {
  const { t } = useTranslation();
  const send = useSendAppealComment(appeal.id);
  const comments = group?.comments ?? [];
  const titleId = `appeal-thread-${type}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h5" id={titleId}>
            {t(`appeals.threads.${type}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`appeals.threads.${type}.description`)}
          </Text>
        </div>
        {comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('appeals.threads.empty')}
          </Text>
        ) : (
          comments.map((c) => <CommentItem key={c.id} appealId={appeal.id} comment={c} actions={actions} />)
        )}
        {can(appeal, 'comment') && (
          <CommentComposer
            label={t('appeals.composer.label')}
            sendLabel={t('appeals.composer.send')}
            withFiles
            withDraft
            onSubmit={({ body, status, files, onProgress }) =>
              send
                .mutateAsync({
                  thread: type,
                  body,
                  status,
                  files,
                  knownIds: new Set(comments.map((c) => c.id)),
                  onProgress,
                })
                .then(() =>
                  notify.success(t(status === 'submitted' ? 'appeals.comments.sent' : 'appeals.comments.drafted')),
                )
                .catch((error: unknown) => {
                  if (error instanceof DraftKeptError) {
                    // The draft is in the thread now: the composer empties, the author finishes it there.
                    notify.error(error.cause);
                    notify.push({ kind: 'warning', message: t('appeals.comments.keptAsDraft') });
                    return;
                  }
                  notify.error(error);
                  throw error;
                })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The three threads the worker shares with the managers (spec §3 comment groups): the appeal
 * itself, supporting evidence and additional information, oldest comment first.
 */
export function AppealThreads({ appeal }: { appeal: TAppeal }) {
  const update = useUpdateAppealComment(appeal.id);
  const remove = useDeleteAppealComment(appeal.id);
  const detach = useDetachAttachment(appeal.id);
  const attach = useAttachFiles(appeal.id);
  const actions: CommentActions = {
    save: (commentId, body) => update.mutateAsync({ commentId, body: { body } }),
    remove: (commentId) => remove.mutateAsync(commentId),
    submit: (comment) =>
      update.mutateAsync({ commentId: comment.id, body: { body: comment.body, status: 'submitted' } }),
    detach: (commentId, attachmentId) => detach.mutateAsync({ commentId, attachmentId }),
    attach: (commentId, files) => attach.mutateAsync({ commentId, files }),
  };
  return (
    <Stack gap="md">
      {APPEAL_SHARED_THREADS.map((type) => (
        <Thread
          key={type}
          appeal={appeal}
          type={type}
          group={appeal.questions.find((g) => g.type === type)}
          actions={actions}
        />
      ))}
    </Stack>
  );
}
