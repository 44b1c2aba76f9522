import { Alert, Button, Divider, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TWorkerAccountForm } from '@statera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import {
  forgetWorkerKey,
  readWorkerKey,
  storeWorkerKey,
  useSubmitWorkerAccount,
  useWorkerAccountForm,
} from '../api/worker-account-key.ts';
import { WorkerQuestionField } from '../components/worker-question-field.tsx';

/** The questions and the worker's answers, grouped under their sections' titles. */
function QuestionForm({ workerKey, form }: { workerKey: string; form: TWorkerAccountForm }) {
  const { t } = useTranslation();
  const p = (k: string, o?: Record<string, unknown>) => t(`workerAccount.page.${k}`, o);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const submit = useSubmitWorkerAccount(workerKey);
  const missing = form.questions.filter((q) => (answers[q.id] ?? []).length === 0).map((q) => q.id);
  const send = () => {
    setTried(true);
    if (missing.length > 0) return;
    if (!window.confirm(p('confirmSubmit'))) return;
    submit.mutate({ answers, comment: comment.trim() || undefined });
  };
  let section = '';
  return (
    <Stack gap="md">
      {form.questions.map((q) => {
        const heading = q.sectionTitle !== section ? q.sectionTitle : null;
        section = q.sectionTitle;
        return (
          <Stack key={q.id} gap="xs" component="section" aria-label={q.content}>
            {heading && (
              <>
                <Divider />
                <Title order={3} fz="h5" c="dimmed">
                  {heading}
                </Title>
              </>
            )}
            <WorkerQuestionField
              question={q}
              value={answers[q.id] ?? []}
              onChange={(next) => setAnswers((a) => ({ ...a, [q.id]: next }))}
              missing={tried && missing.includes(q.id)}
            />
          </Stack>
        );
      })}
      <Divider />
      <Textarea
        label={p('comment')}
        autosize
        minRows={3}
        maxLength={3000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      {tried && missing.length > 0 && (
        <Alert color="orange" role="alert">
          {p('missing')}
        </Alert>
      )}
      {submit.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, submit.error)}
        </Alert>
      )}
      <Group>
        <Button size="md" onClick={send} loading={submit.isPending}>
          {p('submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** After the answer: the dated receipt and what they said. */
function Received({ form }: { form: TWorkerAccountForm }) {
  const { t } = useTranslation();
  const p = (k: string, o?: Record<string, unknown>) => t(`workerAccount.page.${k}`, o);
  const text = (qId: string, ids: string[]) => {
    const q = form.questions.find((x) => x.id === qId);
    return ids
      .map((id) => (id === 'unknown' ? p('unknown') : (q?.answers.find((a) => a.id === id)?.content ?? id)))
      .join('; ');
  };
  return (
    <Stack gap="md">
      <Alert color="teal" title={p('thanks', { date: formatDateTime(form.answeredAt!) })}>
        {p('thanksDetail')}
      </Alert>
      <Title order={2} fz="h4">
        {p('yourAnswers')}
      </Title>
      <Stack gap="xs">
        {form.questions.map((q) => (
          <Stack key={q.id} gap={0}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {q.content}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {text(q.id, form.answers?.[q.id] ?? [])}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /worker-account/{key} (no account, the minimal layout): the worker's own account of the working
 * practices. The key moves at once into this tab's sessionStorage and the address becomes
 * /worker-account (replaced: the key stays out of the history).
 */
export function WorkerAccountPage() {
  const { t } = useTranslation();
  const p = (k: string, o?: Record<string, unknown>) => t(`workerAccount.page.${k}`, o);
  const { key: urlKey } = useParams();
  const navigate = useNavigate();
  const [key, setKey] = useState<string | null>(() => urlKey ?? readWorkerKey());

  useEffect(() => {
    if (!urlKey) return;
    storeWorkerKey(urlKey);
    setKey(urlKey);
    navigate('/worker-account', { replace: true });
  }, [urlKey, navigate]);

  const form = useWorkerAccountForm(key);
  const gone = !key || (form.error instanceof ApiError && form.error.status === 404);
  useEffect(() => {
    if (gone && key) forgetWorkerKey();
  }, [gone, key]);

  const noReferrer = <meta name="referrer" content="no-referrer" />;
  if (gone) {
    return (
      <Alert color="orange" title={p('title')}>
        {noReferrer}
        {p('gone')}
      </Alert>
    );
  }
  if (form.isPending) return <LoadingState />;
  if (form.error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, form.error)}
      </Alert>
    );
  }
  const data = form.data;
  const leave = () => {
    forgetWorkerKey();
    setKey(null);
  };
  return (
    <Stack gap="lg" pb="xl">
      {noReferrer}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={1} fz="h3">
            {p('title')}
          </Title>
          <Text size="sm">{p('intro', { client: data.clientName, service: data.serviceProvided })}</Text>
          {data.status === 'invited' && (
            <Text size="sm" c="dimmed">
              {p('until', { date: formatDate(data.expiresAt) })}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        {data.answeredAt ? <Received form={data} /> : <QuestionForm workerKey={key!} form={data} />}
      </Paper>
      <Group justify="center">
        <Button variant="subtle" color="gray" size="xs" onClick={leave}>
          {p('leave')}
        </Button>
      </Group>
    </Stack>
  );
}
