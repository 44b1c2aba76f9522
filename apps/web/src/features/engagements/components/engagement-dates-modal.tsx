import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type TEngagement, ZChangeEngagementDates } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useChangeEngagementDates } from '../api/change-engagement-dates.ts';
import { useRestoreEngagement } from '../api/restore-engagement.ts';

export interface EngagementDatesModalProps {
  engagement: TEngagement;
  /** `dates`: PUT dates; `restore`: restore the archived engagement, with new dates when allowed and chosen. */
  mode: 'dates' | 'restore';
  opened?: boolean;
  onClose?: () => void;
}

const toInput = (v: { contractStart: string; contractEnd: string; createNewAssessment: boolean }) => ({
  contractStart: v.contractStart || undefined,
  contractEnd: v.contractEnd || undefined,
  createNewAssessment: v.createNewAssessment,
});

/**
 * New contract dates (extend an in-date engagement, or shorten it) or a restore (optionally with new
 * dates), each with the choice to open a new assessment. The server checks the dates against today
 * and the current due date and answers on the field.
 */
export function EngagementDatesModal({ engagement: e, mode, opened, onClose }: EngagementDatesModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const change = useChangeEngagementDates(e.id);
  const restore = useRestoreEngagement(e.id);
  const canDate = mode === 'dates' || e.abilities.restoreWithDates === true;
  const [withDates, setWithDates] = useState(mode === 'dates');
  const form = useAppForm({
    schema: ZChangeEngagementDates,
    defaultValues: { contractStart: e.contractDateStart, contractEnd: e.contractDateEnd, createNewAssessment: false },
    toInput,
  });
  const l = (k: string) => t(`engagementRecords.${mode}.${k}`);
  const busy = change.isPending || restore.isPending;

  const done = () => {
    notify.success(l('done'));
    close();
  };
  const fail = (error: unknown) => {
    if (!form.applyServerErrors(error)) notify.error(error);
  };
  const submitDates = form.handleSubmit(async (data) => {
    try {
      if (mode === 'dates') await change.mutateAsync(data);
      else await restore.mutateAsync(data);
      done();
    } catch (error) {
      fail(error);
    }
  });
  const submit = async () => {
    if (withDates) return submitDates();
    try {
      await restore.mutateAsync({ createNewAssessment: form.values.createNewAssessment });
      done();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <AppModal
      title={l('title')}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={l('confirm')}
      busy={busy}
    >
      <Stack gap="md">
        <Text size="sm">{l('hint')}</Text>
        {mode === 'restore' && canDate && (
          <Checkbox
            label={t('engagementRecords.restore.withDates')}
            checked={withDates}
            onChange={(ev) => setWithDates(ev.currentTarget.checked)}
          />
        )}
        {withDates && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {(['contractStart', 'contractEnd'] as const).map((field) => (
              <DateInput
                key={field}
                label={t(`engagementRecords.fields.${field}`)}
                required
                {...form.textProps(field)}
                value={form.values[field] || null}
                placeholder={t('ui.datePeriod.placeholder')}
              />
            ))}
          </SimpleGrid>
        )}
        <Checkbox
          label={t('engagementRecords.fields.createNewAssessment')}
          description={t('engagementRecords.fields.createNewAssessmentHint')}
          checked={form.values.createNewAssessment}
          onChange={(ev) => form.setValue('createNewAssessment', ev.currentTarget.checked)}
        />
      </Stack>
    </AppModal>
  );
}
