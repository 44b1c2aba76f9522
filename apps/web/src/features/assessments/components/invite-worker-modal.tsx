import { Text, TextInput } from '@mantine/core';
import { ZInviteWorker } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { modalSubmit } from '../../../lib/form/modal-submit.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useInviteWorker } from '../api/worker-account.ts';

const EMPTY = { email: '' };
const toInput = (v: typeof EMPTY) => ({ email: v.email.trim() || undefined });

/** Ask the worker for their own account: a personal link by email (the engaged individual's address by default). */
export function InviteWorkerModal({
  assessmentId,
  opened,
  onClose,
}: {
  assessmentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const w = (k: string) => t(`workerAccount.${k}`);
  const form = useAppForm({ schema: ZInviteWorker, defaultValues: EMPTY, toInput });
  const invite = useInviteWorker(assessmentId);
  const { submit, close } = modalSubmit(
    form,
    (body) => invite.mutateAsync(body),
    () => w('invited'),
    onClose,
  );
  return (
    <AppModal
      title={w('inviteTitle')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={w('invite')}
      busy={invite.isPending}
    >
      <Text size="sm">{w('inviteHint')}</Text>
      <TextInput type="email" label={w('email')} description={w('emailHint')} {...form.textProps('email')} />
    </AppModal>
  );
}
