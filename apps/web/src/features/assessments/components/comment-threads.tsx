import { Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type TAssessment, ZCreateComment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddComment } from '../api/add-comment.ts';

const EMPTY = { body: '' };

/**
 * The general review thread of the assessment, oldest first, with a box to add one when allowed
 * (`canAdd` false where another form already takes the comment). Question threads sit beside answers.
 */
export function CommentThreads({ assessment, canAdd = true }: { assessment: TAssessment; canAdd?: boolean }) {
  const { t } = useTranslation();
  const comments = assessment.threads
    .filter((th) => th.interviewQuestionId === null)
    .flatMap((th) => th.comments)
    .sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));
  const add = useAddComment(assessment.id);
  const form = useAppForm({ schema: ZCreateComment, defaultValues: EMPTY });
  const onSubmit = form.handleSubmit((data) =>
    add.mutate({ body: data.body }, { onSuccess: form.reset, onError: form.applyServerErrors }),
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="comments-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="comments-title">
          {t('assessments.comments.title')}
        </Title>
        {comments.length === 0 && <Text c="dimmed">{t('assessments.comments.empty')}</Text>}
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('assessments.comments.title')}
        >
          {comments.map((c) => (
            <Group key={c.id} component="li" align="flex-start" wrap="nowrap" gap="sm">
              <Avatar radius="xl" size="sm" color="teal">
                {c.user.name.charAt(0)}
              </Avatar>
              <Stack gap={2}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {c.user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(c.dateCreated)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.body}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
        {canAdd && assessment.abilities.comment && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="xs">
              <Textarea
                label={t('assessments.comments.add')}
                autosize
                minRows={2}
                maxLength={5000}
                {...form.textProps('body')}
              />
              <Group justify="flex-end">
                <Button type="submit" variant="light" loading={add.isPending}>
                  {t('assessments.comments.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
