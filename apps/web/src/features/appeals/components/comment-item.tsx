import { Badge, Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type TAppealComment, ZManagementComment } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { can } from '../../../lib/abilities.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { CommentAttachments } from './comment-attachments.tsx';
import { fileProblem, MAX_COMMENT_FILES } from './comment-composer.tsx';

/** What the comment's owner may do with it; the page passes the calls of its kind (thread comment or internal note). */
export interface CommentActions {
  save: (commentId: string, body: string) => Promise<unknown>;
  remove: (commentId: string) => Promise<unknown>;
  /** Sends a draft to the worker (thread comments only). */
  submit?: (comment: TAppealComment) => Promise<unknown>;
  /** Takes a file off a draft (thread comments only). */
  detach?: (commentId: string, attachmentId: string) => Promise<unknown>;
  /** Adds files to a draft, one call each (thread comments only). */
  attach?: (commentId: string, files: File[]) => Promise<unknown>;
}

/**
 * One comment: author (or the worker), when it was written (DD.MM.YYYY hh:mm A), a draft or new
 * marker, the text and its files. Drafts the server lets the reader change can be edited, sent
 * or deleted; each action shows only with its ability.
 */
export function CommentItem({
  appealId,
  comment,
  actions,
}: {
  appealId: string;
  comment: TAppealComment;
  actions: CommentActions;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useAppForm({ schema: ZManagementComment, defaultValues: { body: comment.body } });
  const draft = comment.status === 'created';
  const author = comment.byContractor
    ? t('appeals.comments.worker')
    : (comment.user?.name ?? t('appeals.comments.unknown'));
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) notify.success(done);
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = form.handleSubmit(async ({ body }) => {
    if (await run(() => actions.save(comment.id, body))) setEditing(false);
  });

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={t('appeals.comments.by', { name: author })}
      bg={comment.byContractor ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {author}
            </Text>
            {draft && (
              <Badge size="xs" color="gray" variant="outline">
                {t('appeals.comments.draft')}
              </Badge>
            )}
            {!comment.seen && (
              <Badge size="xs" color="red">
                {t('appeals.comments.new')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.dateSubmitted ?? comment.dateCreated)}
          </Text>
        </Group>
        {editing ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save(e);
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('appeals.comments.edit')}
                autosize
                minRows={2}
                maxLength={10000}
                {...form.textProps('body')}
              />
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setEditing(false)} disabled={busy}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" size="xs" loading={busy}>
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
        )}
        <CommentAttachments
          appealId={appealId}
          comment={comment}
          onDetach={
            draft && actions.detach && can(comment, 'attach')
              ? (a) => void run(() => actions.detach!(comment.id, a.id))
              : undefined
          }
        />
        {!editing && (
          <Group gap="xs">
            {draft && actions.submit && can(comment, 'edit') && (
              <Button
                size="xs"
                loading={busy}
                onClick={() => void run(() => actions.submit!(comment), t('appeals.comments.sent'))}
              >
                {t('appeals.comments.sendDraft')}
              </Button>
            )}
            {draft && actions.attach && can(comment, 'attach') && (
              <FileButton
                multiple
                disabled={busy}
                onChange={(picked) => {
                  const fine = picked.filter((f) => fileProblem(f) === null);
                  const refused = picked.filter((f) => fileProblem(f) !== null);
                  for (const f of refused)
                    notify.push({ kind: 'error', message: `${f.name}: ${t(fileProblem(f) ?? '')}` });
                  const room = MAX_COMMENT_FILES - comment.attachments.length;
                  if (fine.length > 0)
                    void run(() => actions.attach!(comment.id, fine.slice(0, room)), t('appeals.comments.attached'));
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="default"
                    disabled={busy || comment.attachments.length >= MAX_COMMENT_FILES}
                  >
                    {t('appeals.comments.attach')}
                  </Button>
                )}
              </FileButton>
            )}
            {can(comment, 'edit') && (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  form.setValue('body', comment.body);
                  setEditing(true);
                }}
                disabled={busy}
              >
                {t('appeals.comments.editButton')}
              </Button>
            )}
            {can(comment, 'delete') && (
              <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => setDeleting(true)}>
                {t('appeals.comments.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmModal
        title={t('appeals.comments.deleteTitle')}
        message={t('appeals.comments.deleteMessage')}
        confirmLabel={t('appeals.comments.delete')}
        color="red"
        opened={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          if (!(await run(() => actions.remove(comment.id), t('appeals.comments.deleted')))) throw new Error('failed');
        }}
      />
    </Paper>
  );
}
