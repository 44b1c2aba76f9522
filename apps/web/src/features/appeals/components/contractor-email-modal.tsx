import { Checkbox, Text, TextInput } from '@mantine/core';
import { type TAppeal, ZChangeAppealContractor } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { modalSubmit } from '../../../lib/form/modal-submit.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useChangeContractorEmail } from '../api/change-contractor-email.ts';

/** Change the address the worker's emails go to (the earlier addresses stay in the appeal's history). */
export function ContractorEmailModal({
  appeal,
  opened,
  onClose,
}: {
  appeal: TAppeal;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useAppForm({
    schema: ZChangeAppealContractor,
    defaultValues: { newContractorEmail: '', resendLastEmail: false as boolean },
  });
  const change = useChangeContractorEmail(appeal.id);
  const { submit, close: done } = modalSubmit(
    form,
    (body) => change.mutateAsync(body),
    () => t('appeals.contractorEmail.done'),
    onClose,
  );
  return (
    <AppModal
      title={t('appeals.contractorEmail.title')}
      opened={opened}
      onClose={done}
      onSubmit={() => submit()}
      submitLabel={t('appeals.contractorEmail.submit')}
      busy={change.isPending}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('appeals.contractorEmail.current', { email: appeal.contractorEmail })}
      </Text>
      <TextInput
        type="email"
        label={t('appeals.contractorEmail.email')}
        required
        autoComplete="off"
        data-autofocus
        {...form.textProps('newContractorEmail')}
      />
      <Checkbox
        label={t('appealsSpec.resendLastEmail')}
        description={t('appealsSpec.resendLastEmailHint')}
        checked={form.values.resendLastEmail}
        onChange={(e) => form.setValue('resendLastEmail', e.currentTarget.checked)}
      />
      {appeal.historyContractorEmails.length > 0 && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('appeals.contractorEmail.previous', {
            emails: appeal.historyContractorEmails.map((h) => h.email).join(', '),
          })}
        </Text>
      )}
    </AppModal>
  );
}
