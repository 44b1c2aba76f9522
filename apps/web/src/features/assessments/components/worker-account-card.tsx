import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TWorkerAccountStatus } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useWorkerAccount } from '../api/worker-account.ts';
import { InviteWorkerModal } from './invite-worker-modal.tsx';
import { WorkerDifferences } from './worker-differences.tsx';

const COLOR: Record<TWorkerAccountStatus, string> = { invited: 'blue', answered: 'teal', not_answered: 'gray' };

/**
 * The worker's own account on the assessment and review pages: whether they were asked and when,
 * their answer, and where it differs from the specialist's (the approver resolves each difference).
 */
export function WorkerAccountCard({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const w = (k: string, o?: Record<string, unknown>) => t(`workerAccount.${k}`, o);
  const query = useWorkerAccount(assessmentId);
  const [inviting, setInviting] = useState(false);
  if (!query.data) return null;
  const { account, abilities } = query.data;
  if (!account && !abilities.invite) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="worker-account-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="worker-account-title">
            {w('title')}
          </Title>
          {account && <Badge color={COLOR[account.status]}>{w(`status.${account.status}`)}</Badge>}
        </Group>
        {!account && <Text size="sm">{w('notAsked')}</Text>}
        {account && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {w('invitedOn', {
              date: formatDateTime(account.invitedAt),
              email: account.email,
              until: formatDate(account.expiresAt),
            })}
          </Text>
        )}
        {account?.status === 'not_answered' && <Alert color="gray">{w('notAnswered')}</Alert>}
        {account?.answeredAt && (
          <Text size="sm">
            <strong>{w('answeredOn', { date: formatDateTime(account.answeredAt) })}</strong>
            {' · '}
            {w('summary', {
              agreed: account.agreedCount,
              differences: account.differences.length,
              open: account.unresolvedCount,
            })}
          </Text>
        )}
        {account?.comment && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {w('comment')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {account.comment}
            </Text>
          </Stack>
        )}
        {account && account.differences.length > 0 && (
          <WorkerDifferences
            assessmentId={assessmentId}
            differences={account.differences}
            canResolve={abilities.resolve === true}
          />
        )}
        {abilities.invite && account?.status !== 'answered' && (
          <Group>
            <Button variant="light" onClick={() => setInviting(true)}>
              {account ? w('inviteAgain') : w('invite')}
            </Button>
          </Group>
        )}
      </Stack>
      <InviteWorkerModal assessmentId={assessmentId} opened={inviting} onClose={() => setInviting(false)} />
    </Paper>
  );
}
