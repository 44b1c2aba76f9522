import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { TEngagementLiability } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { useRecordReasonableCare } from '../../api/engagement-liability.ts';

/** The reasonable-care finding: shown, recorded or withdrawn (with what was found). */
export function ReasonableCare({ card }: { card: TEngagementLiability }) {
  const { t } = useTranslation();
  const r = (k: string, o?: Record<string, unknown>) => t(`offPayroll.card.reasonableCare.${k}`, o);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const record = useRecordReasonableCare();
  const finding = card.reasonableCare;
  const notTaken = finding?.notTaken === true;
  const submit = async () => {
    try {
      await record.mutateAsync({ id: card.engagementId, body: { notTaken: !notTaken, note } });
      notify.success(r('done'));
      setOpen(false);
      setNote('');
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {r('title')}
        </Text>
        {card.abilities.recordReasonableCare && (
          <Button size="compact-xs" variant="light" color={notTaken ? 'gray' : 'red'} onClick={() => setOpen(true)}>
            {r(notTaken ? 'withdraw' : 'record')}
          </Button>
        )}
      </Group>
      <Text size="sm" c={notTaken ? 'red' : 'dimmed'}>
        {finding
          ? r(finding.notTaken ? 'notTaken' : 'withdrawn', {
              note: finding.note,
              name: finding.recordedBy ?? '—',
              date: formatDate(finding.recordedAt),
            })
          : r('none')}
      </Text>
      <AppModal
        title={r(notTaken ? 'withdrawTitle' : 'modalTitle')}
        opened={open}
        onClose={() => setOpen(false)}
        onSubmit={() => void submit()}
        submitDisabled={note.trim() === ''}
        submitColor={notTaken ? undefined : 'red'}
        busy={record.isPending}
      >
        <Stack gap="sm">
          {!notTaken && <Text size="sm">{r('modalText')}</Text>}
          <Textarea
            label={r('note')}
            required
            autosize
            minRows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-autofocus
          />
        </Stack>
      </AppModal>
    </Stack>
  );
}
