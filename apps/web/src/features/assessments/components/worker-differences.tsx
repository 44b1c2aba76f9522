import { Alert, Badge, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type TWorkerDifference, type TWorkerResolution, WORKER_RESOLUTIONS } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useResolveDifference } from '../api/worker-account.ts';

const wrap = { overflowWrap: 'anywhere' as const };

/** One answer side of a difference. */
function Side({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={wrap}>
        {text}
      </Text>
    </Stack>
  );
}

/** The approver's choice for one difference, with the reason when the worker's answer is set aside. */
function ResolveForm({ assessmentId, d }: { assessmentId: string; d: TWorkerDifference }) {
  const { t } = useTranslation();
  const w = (k: string) => t(`workerAccount.${k}`);
  const [choice, setChoice] = useState<TWorkerResolution | ''>(d.resolution?.choice ?? '');
  const [reason, setReason] = useState(d.resolution?.reason ?? '');
  const resolve = useResolveDifference(assessmentId);
  const save = () => {
    if (!choice) return;
    resolve.mutate(
      { questionId: d.questionId, choice, reason: reason.trim() || undefined },
      { onSuccess: () => notify.success(w('saved')) },
    );
  };
  return (
    <Stack gap="xs">
      <Radio.Group
        name={`resolution-${d.questionId}`}
        label={w('resolution')}
        value={choice}
        onChange={(v) => setChoice(v as TWorkerResolution)}
      >
        <Stack gap={6} mt={4}>
          {WORKER_RESOLUTIONS.map((c) => (
            <Radio key={c} value={c} label={w(`choice.${c}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {choice !== '' && choice !== 'worker' && (
        <Textarea
          label={w('reason')}
          description={w('reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={3000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      )}
      {resolve.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, resolve.error)}
        </Alert>
      )}
      <Group>
        <Button size="sm" variant="light" onClick={save} disabled={!choice} loading={resolve.isPending}>
          {w('save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Question by question, where the worker's account differs from the specialist's, and how each was resolved. */
export function WorkerDifferences({
  assessmentId,
  differences,
  canResolve,
}: {
  assessmentId: string;
  differences: TWorkerDifference[];
  canResolve: boolean;
}) {
  const { t } = useTranslation();
  const w = (k: string, o?: Record<string, unknown>) => t(`workerAccount.${k}`, o);
  return (
    <Stack gap="sm" aria-label={w('differences')}>
      {differences.map((d) => (
        <Paper key={d.questionId} withBorder p="sm" radius="md" component="article" aria-label={d.question}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {d.sectionTitle}
                </Text>
                <Text size="sm" fw={600} style={wrap}>
                  {d.question}
                </Text>
              </Stack>
              <Badge color={d.resolved ? 'teal' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                {d.resolved ? w('resolved') : w('unresolved')}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Side label={w('specialist')} text={d.specialist.text} />
              <Side label={w('worker')} text={d.worker.text} />
            </SimpleGrid>
            {d.resolution && (
              <Text size="sm" style={wrap}>
                <strong>{w(`choice.${d.resolution.choice}`)}</strong>
                {d.resolution.reason ? `: ${d.resolution.reason}` : ''}{' '}
                <Text span size="xs" c="dimmed">
                  ({w('by', { name: d.resolution.by?.name ?? '—', date: formatDateTime(d.resolution.at) })})
                </Text>
              </Text>
            )}
            {d.resolution?.choice === 'worker' && !d.resolved && (
              <Text size="sm" c="orange.8">
                {w('acceptedNotApplied')}
              </Text>
            )}
            {canResolve && d.differs && <ResolveForm assessmentId={assessmentId} d={d} />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
