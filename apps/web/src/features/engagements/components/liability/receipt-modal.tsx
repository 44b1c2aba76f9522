import { Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';
import { notify } from '../../../../lib/notifications/notify.ts';
import { useRecordSdsReceipt } from '../../api/engagement-liability.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Records that a chain party confirmed receiving the SDS (when, and how it was confirmed). */
export function ReceiptModal({
  engagementId,
  party,
  onClose,
}: {
  engagementId: string;
  party: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`offPayroll.chain.${k}`, o);
  const [receivedOn, setReceivedOn] = useState<string | null>(today());
  const [note, setNote] = useState('');
  const record = useRecordSdsReceipt();
  const submit = async () => {
    if (!receivedOn) return;
    try {
      await record.mutateAsync({ id: engagementId, partyId: party.id, body: { receivedOn, note } });
      notify.success(c('receiptDone'));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <AppModal
      title={c('receiptTitle', { name: party.name })}
      opened
      onClose={onClose}
      onSubmit={() => void submit()}
      submitDisabled={!receivedOn}
      busy={record.isPending}
    >
      <Stack gap="sm">
        <DateInput
          label={c('receiptDate')}
          required
          value={receivedOn}
          onChange={(v) => setReceivedOn(v ? String(v).slice(0, 10) : null)}
          valueFormat="DD.MM.YYYY"
          maxDate={today()}
          data-autofocus
        />
        <TextInput
          label={c('receiptNote')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
        />
      </Stack>
    </AppModal>
  );
}
