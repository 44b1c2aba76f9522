import { Alert, Text, TextInput } from '@mantine/core';
import { type TAgency, ZCreateAgency } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyChoice, useTargetCompany } from '../../../components/company-choice.tsx';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { UpdateEmailModal } from '../../../components/modals/update-email-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCreateAgency } from '../api/create-agency.ts';
import { useUpdateAgency } from '../api/update-agency.ts';
import { useUpdateAgencyEmail } from '../api/update-agency-email.ts';

type Values = { name: string; number: string; email: string; contactName: string };
const toInput = (v: Values) => ({
  name: v.name ?? '',
  number: v.number?.trim() || null,
  email: v.email?.trim() || null,
  contactName: v.contactName?.trim() || null,
});

/**
 * Creates an agency (no `agency`) or edits one. An agency needs a person: a contact name or an
 * email to invite (errors.agencyPersonRequired, shown on the email); a taken name or number is
 * shown on its field.
 */
export function AgencyFormModal({
  agency,
  onCreated,
  opened,
  onClose,
}: {
  agency?: TAgency;
  onCreated?: (id: string) => void;
  opened?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  // A failure no field takes (the server's field errors go on their fields).
  const [problem, setProblem] = useState<unknown>(null);
  const form = useAppForm({
    schema: ZCreateAgency,
    defaultValues: {
      name: agency?.name ?? '',
      number: agency?.number ?? '',
      email: agency?.email ?? '',
      contactName: agency?.contactName ?? '',
    },
    toInput,
  });
  const [chosen, setChosen] = useState('');
  const [companyError, setCompanyError] = useState<string>();
  const companyId = useTargetCompany(chosen);
  const create = useCreateAgency();
  const update = useUpdateAgency(agency?.id ?? '');
  const mutation = agency ? update : create;
  const onError = (e: unknown) => setProblem(form.applyServerErrors(e) ? null : e);

  const submit = form.handleSubmit((input) => {
    if (agency)
      return update.mutate(input, {
        onSuccess: () => {
          notify.success(t('agencies.notify.updated', { name: input.name }));
          close();
        },
        onError,
      });
    if (!companyId) return setCompanyError(t('errors.required'));
    create.mutate(
      { companyId, input },
      {
        onSuccess: (created) => {
          notify.success(t('agencies.notify.created', { name: created.name }));
          close();
          onCreated?.(created.id);
        },
        onError,
      },
    );
  });

  return (
    <AppModal
      title={t(agency ? 'agencies.form.editTitle' : 'agencies.form.createTitle')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={agency ? t('common.save') : t('agencies.form.create')}
      busy={mutation.isPending}
    >
      {problem !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, problem)}
        </Alert>
      )}
      {!agency && (
        <CompanyChoice
          label={t('agencies.form.company')}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setCompanyError(undefined);
          }}
          error={companyError}
        />
      )}
      <TextInput label={t('agencies.form.name')} required data-autofocus {...form.textProps('name')} />
      <TextInput label={t('agencies.form.number')} {...form.textProps('number')} />
      <Text size="sm" c="dimmed">
        {t('agencies.form.personHint')}
      </Text>
      <TextInput label={t('agencies.form.contactName')} {...form.textProps('contactName')} />
      <TextInput label={t('agencies.form.email')} type="email" {...form.textProps('email')} />
    </AppModal>
  );
}

/** Changes the agency's email; "resend" sends the last email to the old address to the new one. */
export function UpdateAgencyEmailModal({
  agency,
  opened,
  onClose,
}: {
  agency: TAgency;
  opened?: boolean;
  onClose?: () => void;
}) {
  const mutation = useUpdateAgencyEmail(agency.id);
  return (
    <UpdateEmailModal
      namespace="agencies"
      name={agency.name}
      currentEmail={agency.email}
      mutation={mutation}
      opened={opened}
      onClose={onClose}
    />
  );
}
