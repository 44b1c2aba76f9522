import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_CHANGE_FIELDS, formatPenceAsPounds, type TContractChange } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import {
  useContractChanges,
  useFulfilContractChanges,
  useMarkContractChangesSeen,
  useStartChangeReassessment,
} from '../api/contract-changes.ts';
import type { CurrentParties } from './contract-change-party-fields.tsx';
import { ContractChangeRequestModal } from './contract-change-request-modal.tsx';

const STATUS_COLORS: Record<TContractChange['status'], string> = {
  requested: 'yellow',
  fulfilled: 'teal',
  cancelled: 'gray',
};

/** A new value as shown: dates DD.MM.YYYY, money in pounds, parties by the names the server sends. */
function useValueText(partyNames: Record<string, string>) {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null) return t('contractChanges.none');
    if (field.endsWith('Id') && typeof value === 'string' && partyNames[value]) return partyNames[value];
    if (field === 'contractStart' || field === 'contractEnd') return formatDate(String(value));
    if (field === 'contractValue') return formatPenceAsPounds(Math.round(Number(value) * 100));
    if (field.endsWith('Id')) return t('contractChanges.changedParty');
    return String(value);
  };
}

function ChangeCard({ change, engagementId }: { change: TContractChange; engagementId: string }) {
  const { t } = useTranslation();
  const l = (k: string, p?: Record<string, unknown>) => t(`contractChanges.list.${k}`, p);
  const valueText = useValueText(change.partyNames);
  const fulfil = useFulfilContractChanges();
  const seen = useMarkContractChangesSeen();
  const reassess = useStartChangeReassessment();
  const [confirming, setConfirming] = useState(false);
  const fields = CONTRACT_CHANGE_FIELDS.filter((f) => change.changes[f] !== undefined);

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={l('change', { date: formatDate(change.dateRequested) })}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[change.status]} variant="light">
              {t(`contractChanges.status.${change.status}`)}
            </Badge>
            {change.material && <Badge variant="outline">{l('material')}</Badge>}
          </Group>
          <Text size="xs" c="dimmed">
            {l('requestedBy', { name: change.requestedBy?.name ?? '—', date: formatDate(change.dateRequested) })}
            {change.dateFulfilled && ` · ${l('fulfilledOn', { date: formatDate(change.dateFulfilled) })}`}
          </Text>
        </Stack>
        <Group gap="xs">
          {change.abilities.fulfil && (
            <Button size="xs" onClick={() => setConfirming(true)}>
              {l('fulfil')}
            </Button>
          )}
          {change.abilities.startReassessment && (
            <Button
              size="xs"
              variant="light"
              loading={reassess.isPending}
              onClick={() =>
                reassess.mutateAsync({ id: engagementId, changeId: change.id }).then(
                  () => notify.success(l('reassessmentStarted')),
                  (e) => notify.error(e),
                )
              }
            >
              {l('startReassessment')}
            </Button>
          )}
          {change.abilities.markSeen && (
            <Button
              size="xs"
              variant="default"
              loading={seen.isPending}
              onClick={() =>
                seen.mutateAsync({ id: engagementId, changeIds: [change.id] }).catch((e) => notify.error(e))
              }
            >
              {l('markSeen')}
            </Button>
          )}
        </Group>
      </Group>
      {change.comment && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {change.comment}
        </Text>
      )}
      {fields.length > 0 && (
        <List size="sm" mt="xs" aria-label={l('newValues')}>
          {fields.map((f) => (
            <List.Item key={f}>
              {t(`contractChanges.fields.${f}`)}: <strong>{valueText(f, change.changes[f])}</strong>
            </List.Item>
          ))}
        </List>
      )}
      {change.reassessmentId && (
        <Anchor component={Link} to={`/assessments/${change.reassessmentId}`} size="sm" mt="xs" display="block">
          {l('openReassessment')}
        </Anchor>
      )}
      {change.answersToReview.length > 0 && (
        <Stack gap={4} mt="sm">
          <Title order={5}>{l('answersToReview', { count: change.answersToReview.length })}</Title>
          <List size="sm" spacing={2} aria-label={l('answersToReviewList')}>
            {change.answersToReview.map((a) => (
              <List.Item key={a.questionId}>
                <Text size="sm" span fw={500}>
                  {a.sectionTitle}:
                </Text>{' '}
                {a.question}{' '}
                <Text size="xs" c="dimmed" span>
                  ({a.fields.map((f) => t(`contractChanges.fields.${f}`)).join(', ')})
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={l('fulfilTitle')}
        message={l('fulfilMessage')}
        confirmLabel={l('fulfil')}
        onConfirm={() =>
          fulfil.mutateAsync({ id: engagementId, changeIds: [change.id] }).then((result) => {
            notify.success(l('fulfilled'));
            if (result.reassessmentOffered)
              notify.push({ kind: 'info', message: t('contractChanges.reassessmentOffered') });
          }, notify.rethrow)
        }
      />
    </Paper>
  );
}

/**
 * Contract changes of an engagement: ask for one, change the engagement at once (managers), and each
 * change with its new values, the answers of the approved assessment it puts in doubt (drift), and
 * its actions (fulfil, start the reassessment, mark seen).
 */
export function ContractChangesList({ engagementId, parties }: { engagementId: string; parties?: CurrentParties }) {
  const { t } = useTranslation();
  const changes = useContractChanges(engagementId);
  const [modal, setModal] = useState<'request' | 'update' | null>(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>{t('contractChanges.title')}</Title>
        <Group gap="xs">
          {changes.data?.abilities.request && (
            <Button size="sm" variant="light" onClick={() => setModal('request')}>
              {t('contractChanges.request')}
            </Button>
          )}
          {changes.data?.abilities.fulfil && (
            <Button size="sm" onClick={() => setModal('update')}>
              {t('contractChanges.update')}
            </Button>
          )}
        </Group>
      </Group>
      {changes.isPending && <LoadingState />}
      {changes.error && <ErrorState error={changes.error} onRetry={() => changes.refetch()} />}
      {changes.data && changes.data.data.length === 0 && <EmptyState>{t('contractChanges.empty')}</EmptyState>}
      {changes.data?.data.map((c) => (
        <ChangeCard key={c.id} change={c} engagementId={engagementId} />
      ))}
      <ContractChangeRequestModal
        engagementId={engagementId}
        parties={parties}
        mode={modal ?? 'request'}
        opened={modal !== null}
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}
