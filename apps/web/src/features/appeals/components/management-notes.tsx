import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { can } from '../../../lib/abilities.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import {
  useCreateManagementComment,
  useDeleteManagementComment,
  useUpdateManagementComment,
} from '../api/management-comments.ts';
import { CommentComposer } from './comment-composer.tsx';
import { type CommentActions, CommentItem } from './comment-item.tsx';

/**
 * The managers' internal notes (the appeal_management group): marked plainly as never shown to
 * the worker, on a tinted panel so they are not mistaken for a thread the worker reads.
 */
export function ManagementNotes({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  const create = useCreateManagementComment(appeal.id);
  const update = useUpdateManagementComment(appeal.id);
  const remove = useDeleteManagementComment(appeal.id);
  const notes = appeal.questions.find((g) => g.type === 'appeal_management')?.comments ?? [];
  const actions: CommentActions = {
    save: (commentId, body) => update.mutateAsync({ commentId, body: { body } }),
    remove: (commentId) => remove.mutateAsync(commentId),
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="appeal-notes-title"
      bg="var(--mantine-color-yellow-0)"
    >
      <Stack gap="sm">
        <Title order={3} fz="h5" id="appeal-notes-title">
          {t('appeals.notes.title')}
        </Title>
        <Alert color="yellow" variant="light" title={t('appeals.notes.internal')}>
          {t('appeals.notes.internalHint')}
        </Alert>
        {notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('appeals.notes.empty')}
          </Text>
        ) : (
          notes.map((c) => <CommentItem key={c.id} appealId={appeal.id} comment={c} actions={actions} />)
        )}
        {can(appeal, 'addManagementComment') && (
          <CommentComposer
            label={t('appeals.notes.label')}
            sendLabel={t('appeals.notes.add')}
            onSubmit={({ body }) =>
              create
                .mutateAsync({ body })
                .then(() => notify.success(t('appeals.notes.added')))
                .catch((error: unknown) => {
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
