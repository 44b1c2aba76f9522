import { Alert, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { AM_ROLES, type TAmRole, type TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useChangeAmRole } from '../api/change-am-role.ts';
import { UserOptionSelect } from './user-option-select.tsx';

export interface AmRoleModalProps {
  user: Pick<TUser, 'id' | 'fullName' | 'amRole' | 'companyId'>;
  opened?: boolean;
  onClose?: () => void;
}

const ORDER: readonly TAmRole[] = ['lead_appeal_manager', 'appeal_manager', 'none'];

/**
 * The appeal-management modal (spec §4): lead appeal manager, appeal manager or none. A lead who
 * moves away from the role names the new lead first; when a lead becomes appeal manager, or
 * someone else becomes lead, it asks whether the old lead's active appeals move to the new lead.
 */
export function AmRoleModal({ user, opened, onClose }: AmRoleModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const [amRole, setAmRole] = useState<TAmRole | ''>(user.amRole);
  const [newLeadId, setNewLeadId] = useState('');
  const [reassign, setReassign] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const change = useChangeAmRole(user.id);

  const wasLead = user.amRole === 'lead_appeal_manager';
  const leavingLead = wasLead && amRole !== '' && amRole !== 'lead_appeal_manager';
  const becomingLead = !wasLead && amRole === 'lead_appeal_manager';
  // Active appeals can move only when the old lead keeps working appeals, or a new lead arrives.
  const asksReassign = (leavingLead && amRole === 'appeal_manager') || becomingLead;
  const unchanged = amRole === user.amRole;

  const submit = () => {
    setSubmitted(true);
    if (amRole === '' || (leavingLead && newLeadId === '')) return;
    change.mutate(
      {
        amRole,
        newLeadId: leavingLead ? newLeadId : undefined,
        reassignActiveAppeals: asksReassign ? reassign : false,
      },
      {
        onSuccess: () => {
          notify.success(t('users.amRole.done', { name: user.fullName }));
          close();
        },
      },
    );
  };

  return (
    <AppModal
      title={t('users.amRole.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={submit}
      submitDisabled={unchanged}
      busy={change.isPending}
    >
      <Radio.Group
        label={t('users.amRole.choice')}
        value={amRole}
        onChange={(v) => {
          setAmRole(v as TAmRole);
          setReassign(false);
        }}
        error={submitted && amRole === '' ? t('errors.required') : undefined}
        required
      >
        <Stack gap="xs" mt="xs">
          {ORDER.filter((r) => AM_ROLES.includes(r)).map((role) => (
            <Radio key={role} value={role} label={t(`users.amRole.${role}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {leavingLead && (
        <>
          <Text size="sm">{t('users.amRole.replacementText')}</Text>
          <UserOptionSelect
            label={t('users.amRole.newLead')}
            companyId={user.companyId}
            options={{ excludeIds: [user.id], canBeAm: true }}
            value={newLeadId}
            onChange={setNewLeadId}
            error={submitted && newLeadId === '' ? t('errors.required') : undefined}
            required
          />
        </>
      )}
      {asksReassign && (
        <Checkbox
          label={t(leavingLead ? 'users.amRole.reassignOwn' : 'users.amRole.reassignOldLead')}
          checked={reassign}
          onChange={(e) => setReassign(e.currentTarget.checked)}
        />
      )}
      {change.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, change.error)}
        </Alert>
      )}
    </AppModal>
  );
}
