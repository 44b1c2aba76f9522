import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type TAppealComment, type TAppealCommentGroup, ZAppealCommentUpdate } from '@statera/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCreateAppealComment, useUpdateAppealComment } from '../api/contractor-appeal.ts';
import { CommentFiles } from './comment-files.tsx';

const ZBody = ZAppealCommentUpdate.pick({ body: true });

/** A textarea form for a new draft or an edit (the same rules as the server's). */
function CommentForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
  onTyped,
  pending,
}: {
  initial: string;
  submitLabel: string;
  onSave: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  /** A new draft's composer tells the page whether text waits in it, and how to save it (Send saves first). */
  onTyped?: (hasText: boolean, save: () => Promise<boolean>) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZBody, defaultValues: { body: initial } });
  const submit = form.handleSubmit((data) =>
    onSave(data.body).then(() => form.reset(), form.serverErrorsOr(notify.error)),
  );
  const latest = useRef({ form, submit, onSave });
  latest.current = { form, submit, onSave };
  const hasText = form.values.body.trim().length > 0;
  useEffect(() => {
    onTyped?.(hasText, async () => {
      const { form: f, submit: showErrors, onSave: save } = latest.current;
      if (f.values.body.trim().length === 0) return true;
      if (!f.isValid) {
        showErrors();
        return false;
      }
      try {
        await save(f.values.body);
        f.reset();
        return true;
      } catch (error) {
        f.serverErrorsOr(notify.error)(error);
        return false;
      }
    });
  }, [hasText, onTyped]);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('appealContractor.comments.body')}
          autosize
          minRows={3}
          maxRows={12}
          {...form.textProps('body')}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentCard({ appealKey, comment }: { appealKey: string; comment: TAppealComment }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateAppealComment(appealKey);
  const author = comment.byContractor
    ? t('appealContractor.comments.you')
    : (comment.user?.name ?? t('appealContractor.comments.manager'));
  return (
    <Paper withBorder p="sm" radius="sm" bg={comment.byContractor ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {author}
          </Text>
          <Group gap={6}>
            {comment.status === 'created' && (
              <Badge color="yellow" variant="light" size="sm">
                {t('appealContractor.comments.draft')}
              </Badge>
            )}
            {!comment.seen && (
              <Badge color="blue" size="sm">
                {t('appealContractor.comments.new')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.dateSubmitted ?? comment.dateCreated)}
            </Text>
          </Group>
        </Group>
        {editing ? (
          <CommentForm
            initial={comment.body}
            submitLabel={t('appealContractor.comments.save')}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(body) => update.mutateAsync({ id: comment.id, body }).then(() => setEditing(false))}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
        )}
        <CommentFiles appealKey={appealKey} comment={comment} />
        {comment.abilities.edit && !editing && (
          <Group>
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
              {t('appealContractor.comments.edit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** One shared thread (appeal, supporting, additional) with its comments and a new draft. */
export function AppealThread({
  appealKey,
  group,
  canComment,
  onTyped,
}: {
  appealKey: string;
  group: TAppealCommentGroup;
  canComment: boolean;
  /** Text typed in the new draft's box and not saved yet (`usePendingDrafts`). */
  onTyped?: (thread: string, hasText: boolean, save: () => Promise<boolean>) => void;
}) {
  const reportTyped = useCallback(
    (hasText: boolean, save: () => Promise<boolean>) => onTyped?.(group.type, hasText, save),
    [onTyped, group.type],
  );
  const { t } = useTranslation();
  const create = useCreateAppealComment(appealKey);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`thread-${group.type}`}>
      <Stack gap="sm">
        <div>
          <Title order={3} id={`thread-${group.type}`}>
            {t(`appealContractor.threads.${group.type}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`appealContractor.threads.${group.type}.text`)}
          </Text>
        </div>
        {group.comments.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('appealContractor.comments.empty')}
          </Text>
        )}
        {group.comments.map((c) => (
          <CommentCard key={c.id} appealKey={appealKey} comment={c} />
        ))}
        {canComment && (
          <CommentForm
            initial=""
            submitLabel={t('appealContractor.comments.saveDraft')}
            pending={create.isPending}
            onTyped={reportTyped}
            onSave={(body) => create.mutateAsync({ threadId: group.type, body })}
          />
        )}
      </Stack>
    </Paper>
  );
}
