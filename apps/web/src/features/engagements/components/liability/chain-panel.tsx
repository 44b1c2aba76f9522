import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TEngagement, TEngagementLiability } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { useEngagementLiability, useRecordSdsReceipt, useUpdateChain } from '../../api/engagement-liability.ts';
import { ChainEditor } from './chain-editor.tsx';
import { type ChainRow, orderProblem, rowsOf, sameRows, toChainInput } from './chain-rows.ts';
import { ReceiptModal } from './receipt-modal.tsx';

/** A saved party's SDS receipt and the buttons to record or clear it. */
function Receipt({
  card,
  row,
  onRecord,
}: {
  card: TEngagementLiability;
  row: ChainRow;
  onRecord: (party: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.chain.${k}`, o);
  const clear = useRecordSdsReceipt();
  const party = card.parties.find((p) => p.id === row.id);
  if (!party?.id) return null;
  const can = card.abilities.recordReceipt === true;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" fw={600}>
        {c('sds')}:
      </Text>
      {party.sds.received ? (
        <Badge color="teal" variant="light" size="sm">
          {c('sdsReceived', { date: formatDate(party.sds.on) })} · {c(`sdsVia.${party.sds.via}`)}
        </Badge>
      ) : (
        <Badge color="orange" variant="light" size="sm">
          {c('sdsMissing')}
        </Badge>
      )}
      {party.sds.confirmedBy && (
        <Text size="xs" c="dimmed">
          {party.sds.confirmedBy}
          {party.sds.note ? ` · ${party.sds.note}` : ''}
        </Text>
      )}
      {can && !party.sds.received && (
        <Button size="compact-xs" variant="light" onClick={() => onRecord({ id: party.id!, name: party.name })}>
          {c('recordReceipt')}
        </Button>
      )}
      {can && party.sds.via === 'recorded' && (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={clear.isPending}
          onClick={() =>
            clear.mutate(
              { id: card.engagementId, partyId: party.id!, body: { receivedOn: null } },
              { onError: (e) => notify.error(e) },
            )
          }
        >
          {c('clearReceipt')}
        </Button>
      )}
    </Group>
  );
}

/** The engagement tab's chain editor: the recorded parties, their receipts, saving the whole chain. */
export function ChainPanel({
  engagement,
  companyId,
  clientName,
}: {
  engagement: Pick<TEngagement, 'id' | 'abilities'>;
  companyId: string;
  clientName: string;
}) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.chain.${k}`, o);
  const engagementId = engagement.id;
  const query = useEngagementLiability(engagement);
  const save = useUpdateChain();
  const [draft, setDraft] = useState<ChainRow[] | null>(null);
  const [recording, setRecording] = useState<{ id: string; name: string } | null>(null);
  if (query.error instanceof ApiError && [403, 404].includes(query.error.status)) return null;
  if (!query.data) return null;
  const card = query.data;
  const saved = rowsOf(card.parties);
  const rows = draft ?? saved;
  const canEdit = card.abilities.editChain === true;
  const dirty = draft !== null && !sameRows(draft, saved);
  const invalid = orderProblem(rows) || rows.some((r) => r.name.trim() === '');

  const submit = async () => {
    try {
      await save.mutateAsync({ id: engagementId, body: { parties: toChainInput(rows) } });
      setDraft(null);
      notify.success(c('saved'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="chain-panel-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="chain-panel-title">
          {c('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {c('text')}
        </Text>
        <ChainEditor
          companyId={companyId}
          clientName={clientName}
          rows={rows}
          onChange={setDraft}
          disabled={!canEdit}
          extra={(row) => (row.id && !dirty ? <Receipt card={card} row={row} onRecord={setRecording} /> : null)}
        />
        {canEdit && (
          <Group justify="flex-end" gap="xs">
            {dirty && (
              <Button variant="default" onClick={() => setDraft(null)}>
                {c('reset')}
              </Button>
            )}
            <Button onClick={() => void submit()} disabled={!dirty || invalid} loading={save.isPending}>
              {c('save')}
            </Button>
          </Group>
        )}
      </Stack>
      {recording && <ReceiptModal engagementId={engagementId} party={recording} onClose={() => setRecording(null)} />}
    </Paper>
  );
}
