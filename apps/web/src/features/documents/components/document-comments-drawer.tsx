import { Button, Drawer, Paper, Stack, Text, Textarea } from '@mantine/core';
import { DOCUMENT_LIMITS } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCommentOnDocument, useDocument } from '../api/documents.ts';

/** A document's comments, newest last, and a comment box for those who may comment. */
export function DocumentCommentsDrawer({
  engagementId,
  documentId,
  onClose,
}: {
  engagementId: string;
  documentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const doc = useDocument(documentId);
  const comment = useCommentOnDocument(engagementId);
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = body.trim().length === 0;

  const submit = async () => {
    setTouched(true);
    if (empty || !documentId) return;
    try {
      await comment.mutateAsync({ documentId, body: body.trim() });
      setBody('');
      setTouched(false);
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Drawer
      opened={documentId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        doc.data ? t('documents.comments.title', { name: doc.data.displayName }) : t('documents.comments.titleEmpty')
      }
    >
      {doc.isPending && documentId && <LoadingState />}
      {doc.error && <ErrorState error={doc.error} onRetry={() => doc.refetch()} />}
      {doc.data && (
        <Stack gap="sm">
          {doc.data.comments.length === 0 ? (
            <EmptyState>{t('documents.comments.empty')}</EmptyState>
          ) : (
            <Stack gap="xs" role="list" aria-label={t('documents.comments.list')}>
              {doc.data.comments.map((c) => (
                <Paper key={c.id} withBorder p="xs" role="listitem">
                  <Text size="xs" c="dimmed">
                    {`${c.user?.name ?? t('documents.comments.removedUser')} · ${formatDateTime(c.dateCreated)}`}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {c.body}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
          {doc.data.abilities.comment && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Stack gap="xs">
                <Textarea
                  label={t('documents.comments.new')}
                  value={body}
                  onChange={(e) => setBody(e.currentTarget.value)}
                  onBlur={() => setTouched(true)}
                  maxLength={DOCUMENT_LIMITS.commentMax}
                  autosize
                  minRows={2}
                  error={touched && empty ? t('errors.required') : undefined}
                />
                <Button type="submit" loading={comment.isPending} style={{ alignSelf: 'flex-end' }}>
                  {t('documents.comments.send')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
