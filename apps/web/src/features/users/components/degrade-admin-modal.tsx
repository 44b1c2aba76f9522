import { Alert, Select, Text } from '@mantine/core';
import { MEMBER_ROLES, type TMemberRole, type TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import type { Authorize } from '../../../lib/use-authorization-token.ts';
import { useDegradeToMember } from '../api/degrade-to-member.ts';
import { UserOptionSelect } from './user-option-select.tsx';

export interface DegradeAdminModalProps {
  user: Pick<TUser, 'id' | 'fullName' | 'companyId'>;
  /** Password confirmation for the sensitive change (the caller's useAuthorizationToken). */
  authorize: Authorize;
  opened?: boolean;
  onClose?: () => void;
}

/** Makes an admin a member again; someone else of the company takes over as admin (one at a time). */
export function DegradeAdminModal({ user, authorize, opened, onClose }: DegradeAdminModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const [newRole, setNewRole] = useState<TMemberRole | ''>('');
  const [replacement, setReplacement] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const degrade = useDegradeToMember(user.companyId ?? '', user.id);
  const required = (v: string) => (submitted && v === '' ? t('errors.required') : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (newRole === '' || replacement === '') return;
    const authorization = await authorize({
      title: t('users.degrade.title', { name: user.fullName }),
      description: t('users.confirmPassword'),
    });
    if (!authorization) return;
    degrade.mutate(
      { newRole, newAdminReplacement: replacement, authorization },
      {
        onSuccess: () => {
          notify.success(t('users.degrade.done', { name: user.fullName }));
          close();
        },
      },
    );
  };

  return (
    <AppModal
      title={t('users.degrade.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('users.degrade.submit')}
      busy={degrade.isPending}
    >
      <Text size="sm">{t('users.degrade.text')}</Text>
      <Select
        label={t('users.degrade.newRole')}
        data={MEMBER_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
        value={newRole || null}
        onChange={(v) => setNewRole((v as TMemberRole | null) ?? '')}
        error={required(newRole)}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
      />
      <UserOptionSelect
        label={t('users.degrade.replacement')}
        description={t('users.degrade.replacementHint')}
        companyId={user.companyId}
        options={{ excludeIds: [user.id] }}
        value={replacement}
        onChange={setReplacement}
        error={required(replacement)}
        required
      />
      {degrade.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, degrade.error)}
        </Alert>
      )}
    </AppModal>
  );
}
