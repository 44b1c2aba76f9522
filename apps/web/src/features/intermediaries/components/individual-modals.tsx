import { Alert, TextInput } from '@mantine/core';
import { type TEngagedIndividualSummary, ZEngagedIndividualInput } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { UpdateEmailModal } from '../../../components/modals/update-email-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useAddEngagedIndividual } from '../api/add-engaged-individual.ts';
import { useUpdateEngagedIndividual } from '../api/update-engaged-individual.ts';
import { useUpdateIndividualEmail } from '../api/update-individual-email.ts';

const toInput = (v: { name: string; email: string }) => ({ name: v.name ?? '', email: v.email?.trim() || null });

/** Adds an engaged individual (name, optional email) to an entity, or edits one (`individual`). */
export function IndividualModal({
  entityId,
  individual,
  opened,
  onClose,
}: {
  entityId: string;
  individual?: TEngagedIndividualSummary;
  opened?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  // A failure no field takes (the server's field errors go on their fields).
  const [problem, setProblem] = useState<unknown>(null);
  const form = useAppForm({
    schema: ZEngagedIndividualInput,
    defaultValues: { name: individual?.name ?? '', email: individual?.email ?? '' },
    toInput,
  });
  const add = useAddEngagedIndividual(entityId);
  const edit = useUpdateEngagedIndividual(individual?.id ?? '');
  const mutation = individual ? edit : add;
  const submit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: () => {
        notify.success(
          t(individual ? 'intermediaries.notify.individualUpdated' : 'intermediaries.notify.individualAdded', {
            name: input.name,
          }),
        );
        close();
      },
      onError: (e) => setProblem(form.applyServerErrors(e) ? null : e),
    }),
  );
  return (
    <AppModal
      title={t(individual ? 'intermediaries.individuals.editTitle' : 'intermediaries.individuals.addTitle')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={individual ? t('common.save') : t('intermediaries.individuals.add')}
      busy={mutation.isPending}
    >
      {problem !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, problem)}
        </Alert>
      )}
      <TextInput label={t('intermediaries.individuals.name')} required data-autofocus {...form.textProps('name')} />
      <TextInput label={t('intermediaries.individuals.email')} type="email" {...form.textProps('email')} />
    </AppModal>
  );
}

/**
 * Changes an individual's email; "resend" sends the last email that went to the old address about
 * their engagements to the new one.
 */
export function UpdateIndividualEmailModal({
  individual,
  opened,
  onClose,
}: {
  individual: TEngagedIndividualSummary;
  opened?: boolean;
  onClose?: () => void;
}) {
  const mutation = useUpdateIndividualEmail(individual.id);
  return (
    <UpdateEmailModal
      namespace="intermediaries"
      name={individual.name}
      currentEmail={individual.email}
      mutation={mutation}
      opened={opened}
      onClose={onClose}
    />
  );
}
