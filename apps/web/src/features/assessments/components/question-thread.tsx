import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { TAssessment, TComment, TThread } from '@statera/shared';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useAddThreadComment, useEditComment, useMarkThreadSeen } from '../api/thread-comments.ts';

interface Props {
  assessment: TAssessment;
  questionId: string;
  thread: TThread | undefined;
}

/**
 * The comments on one answer: submitted ones and the actor's own drafts, each own comment editable,
 * and a box that saves a draft (only its author sees it) or submits. Opening it marks it read.
 */
export function QuestionThread({ assessment, questionId, thread }: Props) {
  const { t } = useTranslation();
  const interviewId = assessment.interviewId;
  const [body, setBody] = useState('');
  const [error, setError] = useState<unknown>(null);
  const create = useAddComment(assessment.id);
  const reply = useAddThreadComment(assessment.id, interviewId);
  const markSeen = useMarkThreadSeen(assessment.id, interviewId);
  const marked = useRef(false);
  const canComment = assessment.abilities.comment === true;

  const unread = thread?.newCommentCount ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, when there is something new
  useEffect(() => {
    if (thread && unread > 0 && !marked.current) {
      marked.current = true;
      markSeen.mutate(thread.id);
    }
  }, [thread?.id, unread]);

  const send = (status: 'created' | 'submitted') => {
    const text = body.trim();
    if (!text) return setError({ error_key: 'errors.required' });
    setError(null);
    const done = { onSuccess: () => setBody(''), onError: setError };
    if (thread) reply.mutate({ threadId: thread.id, body: text, status }, done);
    else create.mutate({ body: text, interviewQuestionId: questionId, status }, done);
  };
  const busy = create.isPending || reply.isPending;

  return (
    <Stack gap="xs" pl={{ base: 0, sm: 40 }} pt="xs">
      {(thread?.comments ?? []).length === 0 && (
        <Text size="sm" c="dimmed">
          {t('review.thread.empty')}
        </Text>
      )}
      {thread?.comments.map((c) => (
        <CommentItem key={c.id} assessment={assessment} comment={c} />
      ))}
      {canComment && (
        <Stack gap={6}>
          <Textarea
            label={t('review.thread.add')}
            autosize
            minRows={2}
            maxLength={5000}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={error ? errorMessage(t, error) : undefined}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" size="xs" onClick={() => send('created')} loading={busy}>
              {t('review.thread.saveDraft')}
            </Button>
            <Button variant="light" size="xs" onClick={() => send('submitted')} loading={busy}>
              {t('review.thread.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function CommentItem({ assessment, comment: c }: { assessment: TAssessment; comment: TComment }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(c.body);
  const edit = useEditComment(assessment.id, assessment.interviewId);
  const mine = useContext(CurrentUserContext)?.id === c.user.id;
  const save = (status?: 'submitted') =>
    edit.mutate({ commentId: c.id, body: text.trim() || c.body, status }, { onSuccess: () => setEditing(false) });

  return (
    <Stack gap={2} component="article" aria-label={c.user.name}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {c.user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(c.dateCreated)}
        </Text>
        {c.status === 'created' && (
          <Badge size="xs" color="gray" variant="light">
            {t('review.thread.draft')}
          </Badge>
        )}
        {!c.seen && (
          <Badge size="xs" color="red" variant="light">
            {t('review.thread.new')}
          </Badge>
        )}
      </Group>
      {editing ? (
        <Stack gap={6}>
          <Textarea
            aria-label={t('review.thread.editLabel')}
            autosize
            minRows={2}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {edit.isError && (
            <Text size="xs" c="red" role="alert">
              {errorMessage(t, edit.error)}
            </Text>
          )}
          <Group gap="xs" justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="light" size="xs" onClick={() => save()} loading={edit.isPending}>
              {t('review.thread.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {c.body}
        </Text>
      )}
      {mine && !editing && (
        <Group gap="xs">
          <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
            {t('review.thread.edit')}
          </Button>
          {c.status === 'created' && (
            <Button variant="subtle" size="compact-xs" onClick={() => save('submitted')} loading={edit.isPending}>
              {t('review.thread.submitDraft')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
