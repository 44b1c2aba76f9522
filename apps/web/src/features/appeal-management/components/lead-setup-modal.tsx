import { Alert, MultiSelect, Select, Text } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAppealRoleMutations } from '../../../resources/appeal-management/appeal-management.ts';
import { useCompanyUserOptions } from '../../../resources/companies/get-user-options.ts';

export interface LeadSetupModalProps {
  user: Pick<TUser, 'companyId'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * The lead appeal manager setup modal (spec §2): shown while `shouldSetAppealManagers` (appeals were
 * switched on for the company and it has no lead yet). Names the lead (the server answers 409 when
 * someone else set one first) and, optionally, appeal managers; the prompt then stops.
 */
export function LeadSetupModal({ user, opened, onClose }: LeadSetupModalProps) {
  const { t } = useTranslation();
  const companyId = user.companyId;
  const options = useCompanyUserOptions(companyId, { canBeAm: true });
  const m = useAppealRoleMutations();
  const [leadId, setLeadId] = useState<string | null>(null);
  const [managerIds, setManagerIds] = useState<string[]>([]);
  const [leadError, setLeadError] = useState<string | null>(null);
  const people = options.data ?? [];
  const data = people.map((o) => ({ value: o.id, label: `${o.name} (${o.email})` }));
  const busy = m.setLead.isPending || m.add.isPending;
  const failed = m.setLead.error ?? m.add.error;

  const submit = async () => {
    const lead = people.find((p) => p.id === leadId);
    if (!lead || !companyId) {
      setLeadError(t('errors.required'));
      return;
    }
    try {
      await m.setLead.mutateAsync({ companyId, newManagerEmail: lead.email, expectedLeadId: null });
      const others = managerIds.filter((id) => id !== lead.id);
      if (others.length > 0) await m.add.mutateAsync({ companyId, userIds: others });
      notify.success(t('appealManagement.setup.done'));
      onClose();
    } catch {
      // shown below from the mutation's error
    }
  };

  return (
    <AppModal
      title={t('appealManagement.setup.title')}
      opened={opened}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('appealManagement.setup.submit')}
      busy={busy}
    >
      <Text size="sm">{t('appealManagement.setup.text')}</Text>
      <Select
        label={t('appealManagement.setup.lead')}
        data={data}
        value={leadId}
        onChange={(v) => {
          setLeadId(v);
          setLeadError(null);
        }}
        searchable
        required
        error={leadError}
        nothingFoundMessage={options.isFetching ? t('app.loading') : t('common.noOptionsFound')}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <MultiSelect
        label={t('appealManagement.setup.managers')}
        data={data.filter((d) => d.value !== leadId)}
        value={managerIds}
        onChange={setManagerIds}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        comboboxProps={{ withinPortal: true }}
      />
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(t, failed)}
        </Alert>
      )}
    </AppModal>
  );
}
