import { Alert, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { AM_ROLES, type TAmRole, type TUser, ZAmRoleForm } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
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
 * The form runs on useAppForm with the shared appeal-management schema.
 */
export function AmRoleModal({ user, opened, onClose }: AmRoleModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const wasLead = user.amRole === 'lead_appeal_manager';
  const leaving = (amRole: TAmRole | '') => wasLead && amRole !== '' && amRole !== 'lead_appeal_manager';
  // Active appeals can move only when the old lead keeps working appeals, or a new lead arrives.
  const asks = (amRole: TAmRole | '') =>
    (leaving(amRole) && amRole === 'appeal_manager') || (!wasLead && amRole === 'lead_appeal_manager');
  const form = useAppForm({
    schema: ZAmRoleForm,
    defaultValues: { amRole: user.amRole as TAmRole | '', newLeadId: '', reassignActiveAppeals: false },
    toInput: (v) => ({
      currentAmRole: user.amRole,
      amRole: v.amRole || undefined,
      newLeadId: leaving(v.amRole) ? v.newLeadId || undefined : undefined,
      reassignActiveAppeals: asks(v.amRole) ? v.reassignActiveAppeals : false,
    }),
  });
  const change = useChangeAmRole(user.id);
  const { amRole } = form.values;
  const leavingLead = leaving(amRole);
  const asksReassign = asks(amRole);

  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        notify.success(t('users.amRole.done', { name: user.fullName }));
        close();
      },
    }),
  );

  return (
    <AppModal
      title={t('users.amRole.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitDisabled={amRole === user.amRole}
      busy={change.isPending}
    >
      <Radio.Group
        label={t('users.amRole.choice')}
        value={amRole}
        onChange={(v) => form.setValues({ amRole: v as TAmRole, reassignActiveAppeals: false })}
        error={form.error('amRole')}
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
            value={form.values.newLeadId}
            onChange={(id) => form.setValue('newLeadId', id)}
            onBlur={() => form.blur('newLeadId')}
            error={form.error('newLeadId')}
            required
          />
        </>
      )}
      {asksReassign && (
        <Checkbox
          label={t(leavingLead ? 'users.amRole.reassignOwn' : 'users.amRole.reassignOldLead')}
          checked={form.values.reassignActiveAppeals}
          onChange={(e) => form.setValue('reassignActiveAppeals', e.currentTarget.checked)}
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
