import { Alert, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CONTRACT_CHANGE_COMMENT_MAX, RULE_MESSAGES, type TContractChangeValues } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useActiveAssessmentCount, useRequestContractChange, useUpdateReport } from '../api/contract-changes.ts';
import { ContractChangePartyFields, type CurrentParties, NO_PARTY } from './contract-change-party-fields.tsx';

/** The form: a required comment and any new values (empty = unchanged). */
export const ZChangeForm = z
  .object({
    comment: z.string().trim().min(1, { error: RULE_MESSAGES.required }).max(CONTRACT_CHANGE_COMMENT_MAX),
    contractStart: z.string(),
    contractEnd: z.string(),
    contractValue: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d+([.,]\d{1,2})?$/.test(v) && Number(v.replace(',', '.')) > 0), {
        error: RULE_MESSAGES.cost,
      }),
    serviceProvided: z.string().trim().max(500),
    yourReference: z.string().trim().max(191),
    engagedEntityId: z.string(),
    engagedIndividualId: z.string(),
    agencyId: z.string(),
    departmentId: z.string(),
  })
  .superRefine((v, ctx) => {
    // Another engaged entity comes with one of its individuals (the server checks they belong together).
    if (v.engagedEntityId && !v.engagedIndividualId) {
      ctx.addIssue({ code: 'custom', path: ['engagedIndividualId'], message: RULE_MESSAGES.required });
    }
    if (v.contractStart && v.contractEnd && v.contractEnd < v.contractStart) {
      ctx.addIssue({ code: 'custom', path: ['contractEnd'], message: RULE_MESSAGES.after });
    }
  });
type TChangeForm = z.infer<typeof ZChangeForm>;

/** The new values named in the form, as the server takes them. */
export function changesOf(v: TChangeForm): TContractChangeValues {
  const changes: TContractChangeValues = {};
  if (v.contractStart) changes.contractStart = v.contractStart;
  if (v.contractEnd) changes.contractEnd = v.contractEnd;
  if (v.contractValue.trim()) changes.contractValue = Number(v.contractValue.trim().replace(',', '.'));
  if (v.serviceProvided.trim()) changes.serviceProvided = v.serviceProvided.trim();
  if (v.yourReference.trim()) changes.yourReference = v.yourReference.trim();
  if (v.engagedEntityId) changes.engagedEntityId = v.engagedEntityId;
  if (v.engagedIndividualId) changes.engagedIndividualId = v.engagedIndividualId;
  if (v.agencyId) changes.agencyId = v.agencyId === NO_PARTY ? null : v.agencyId;
  if (v.departmentId) changes.departmentId = v.departmentId === NO_PARTY ? null : v.departmentId;
  return changes;
}

/**
 * Ask for a change of the contract or its report ("request"), or, for the engagement's managers,
 * change it at once ("update"). Warns when assessments are still under way.
 */
export function ContractChangeRequestModal({
  engagementId,
  parties,
  mode,
  opened,
  onClose,
}: {
  engagementId: string;
  /** The current parties: with them the form offers new ones (engaged entity, individual, agency, department). */
  parties?: CurrentParties;
  mode: 'request' | 'update';
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const l = (k: string, p?: Record<string, unknown>) => t(`contractChanges.form.${k}`, p);
  const request = useRequestContractChange();
  const update = useUpdateReport();
  const active = useActiveAssessmentCount(engagementId, opened);
  const mutation = mode === 'request' ? request : update;
  const form = useAppForm({
    schema: ZChangeForm,
    defaultValues: {
      comment: '',
      contractStart: '',
      contractEnd: '',
      contractValue: '',
      serviceProvided: '',
      yourReference: '',
      engagedEntityId: '',
      engagedIndividualId: '',
      agencyId: '',
      departmentId: '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { comment: values.comment.trim(), changes: changesOf(values) };
    try {
      if (mode === 'request') await request.mutateAsync({ id: engagementId, body });
      else {
        const result = await update.mutateAsync({ id: engagementId, body });
        if (result.reassessmentOffered)
          notify.push({ kind: 'info', message: t('contractChanges.reassessmentOffered') });
      }
      notify.success(l(mode === 'request' ? 'requested' : 'updated'));
      form.reset();
      onClose();
    } catch {
      // shown in the modal
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={l(mode === 'request' ? 'titleRequest' : 'titleUpdate')}
      onSubmit={() => void submit()}
      submitLabel={l(mode === 'request' ? 'submitRequest' : 'submitUpdate')}
      busy={mutation.isPending}
      size="lg"
    >
      <Stack gap="sm">
        {(active.data?.count ?? 0) > 0 && (
          <Alert color="yellow">{l('activeAssessments', { count: active.data?.count })}</Alert>
        )}
        {mutation.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, mutation.error)}
          </Alert>
        )}
        <Textarea
          label={l('comment')}
          required
          autosize
          minRows={2}
          maxLength={CONTRACT_CHANGE_COMMENT_MAX}
          data-autofocus
          {...form.textProps('comment')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['contractStart', 'contractEnd'] as const).map((field) => (
            <DateInput
              key={field}
              label={l(field)}
              clearable
              {...form.textProps(field)}
              value={form.values[field] || null}
              placeholder={t('ui.datePeriod.placeholder')}
            />
          ))}
          <TextInput
            label={l('contractValue')}
            inputMode="decimal"
            leftSection="£"
            {...form.textProps('contractValue')}
          />
          <TextInput label={l('yourReference')} maxLength={191} {...form.textProps('yourReference')} />
        </SimpleGrid>
        <Textarea
          label={l('serviceProvided')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.textProps('serviceProvided')}
        />
        {parties && opened && <ContractChangePartyFields form={form} current={parties} />}
      </Stack>
    </AppModal>
  );
}
