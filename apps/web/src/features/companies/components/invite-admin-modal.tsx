import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { type TCompany, ZInviteClientAdmin } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useInviteClientAdmin } from '../api/invite-client-admin.ts';

export interface InviteAdminModalProps {
  company: TCompany;
  opened?: boolean;
  onClose?: () => void;
}

const EMPTY = { firstName: '', lastName: '', email: '' };

/** Invites the admin of a client or subsidiary that has no active admin (provider staff). */
export function InviteAdminModal({ company, opened, onClose }: InviteAdminModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZInviteClientAdmin, defaultValues: EMPTY });
  const invite = useInviteClientAdmin();

  const submit = form.handleSubmit(async (body) => {
    try {
      await invite.mutateAsync({ id: company.id, body });
      notify.success(t('notification.inviteClientAdmin', { email: body.email }));
      close();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return (
    <AppModal
      title={t('companies.admins.inviteTitle', { name: company.name })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('companies.admins.send')}
      busy={invite.isPending}
    >
      <Text size="sm">{t('companies.admins.inviteText')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('companies.admins.firstName')} required data-autofocus {...form.textProps('firstName')} />
        <TextInput label={t('companies.admins.lastName')} required {...form.textProps('lastName')} />
      </SimpleGrid>
      <TextInput
        label={t('companies.admins.email')}
        required
        type="email"
        autoComplete="off"
        {...form.textProps('email')}
      />
    </AppModal>
  );
}
