import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type TEngagement, ZTransformEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useEngagedEntities } from '../../../resources/companies/get-engaged-entity-options.ts';
import { useTransformEngagement } from '../api/transform-engagement.ts';

export interface TransformEngagementModalProps {
  engagement: TEngagement;
  opened?: boolean;
  onClose?: () => void;
}

const toInput = (
  v: Record<'engagedEntityId' | 'engagedIndividualId' | 'contractStart' | 'contractEnd' | 'contractValue', string>,
) => ({
  engagedEntityId: v.engagedEntityId || undefined,
  engagedIndividualId: v.engagedIndividualId || undefined,
  contractStart: v.contractStart || undefined,
  contractEnd: v.contractEnd || undefined,
  contractValue: v.contractValue.replace(/[£,\s]/g, '') || undefined,
});

/** A test engagement becomes a normal one: the real engaged entity and individual, dates and value. */
export function TransformEngagementModal({ engagement: e, opened, onClose }: TransformEngagementModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const transform = useTransformEngagement(e.id);
  const entities = useEngagedEntities(e.company.id, '');
  const form = useAppForm({
    schema: ZTransformEngagement,
    defaultValues: {
      engagedEntityId: e.engagedEntityId,
      engagedIndividualId: e.engagedIndividualId,
      contractStart: e.contractDateStart,
      contractEnd: e.contractDateEnd,
      contractValue: (e.contractValue / 100).toFixed(2),
    },
    toInput,
  });
  const entity = entities.data?.find((x) => x.id === form.values.engagedEntityId);
  const l = (k: string) => t(`engagementRecords.transform.${k}`);

  const submit = form.handleSubmit(async (data) => {
    try {
      await transform.mutateAsync(data);
      notify.success(l('done'));
      close();
    } catch (error) {
      if (!form.applyServerErrors(error)) notify.error(error);
    }
  });

  return (
    <AppModal
      title={l('title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={l('confirm')}
      busy={transform.isPending}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{l('hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('engagementRecords.fields.engagedEntity')}
            required
            searchable
            data={(entities.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            value={form.values.engagedEntityId || null}
            onChange={(v) => {
              form.setValue('engagedEntityId', v ?? '');
              form.setValue('engagedIndividualId', '');
            }}
            onBlur={() => form.blur('engagedEntityId')}
            error={form.error('engagedEntityId')}
            nothingFoundMessage={t('common.noOptionsFound')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('engagementRecords.fields.engagedIndividual')}
            required
            disabled={!entity}
            data={(entity?.engagedIndividuals ?? []).map((x) => ({ value: x.id, label: x.name }))}
            value={form.values.engagedIndividualId || null}
            onChange={(v) => form.setValue('engagedIndividualId', v ?? '')}
            onBlur={() => form.blur('engagedIndividualId')}
            error={form.error('engagedIndividualId')}
            comboboxProps={{ withinPortal: true }}
          />
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
          <TextInput
            label={t('engagementRecords.fields.contractValue')}
            required
            inputMode="decimal"
            leftSection="£"
            {...form.textProps('contractValue')}
          />
        </SimpleGrid>
      </Stack>
    </AppModal>
  );
}
