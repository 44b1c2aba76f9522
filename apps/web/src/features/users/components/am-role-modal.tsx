import { Alert, Radio, Stack, Text } from '@mantine/core';
import { AM_ROLES, type TAmRole, type TUser, type TUserOption } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useModalClose, useStackEntry } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import {
  useAppealManagementSettings,
  useAppealRoleMutations,
} from '../../../resources/appeal-management/appeal-management.ts';
import { ReassignAppealsModal } from './reassign-appeals-modal.tsx';
import { UserOptionSelect } from './user-option-select.tsx';

export interface AmRoleModalProps {
  user: Pick<TUser, 'id' | 'fullName' | 'email' | 'amRole' | 'companyId'>;
  opened?: boolean;
  onClose?: () => void;
}

const ORDER: readonly TAmRole[] = ['lead_appeal_manager', 'appeal_manager', 'none'];

/**
 * The appeal-management modal (spec §4) on the user page: lead appeal manager, appeal manager or
 * none, through the spec's calls (appeal-managers, lead-appeal-manager). none ↔ appeal_manager adds
 * or removes the role; a lead moving away names the new lead first; when the old lead keeps working
 * appeals (becomes appeal manager, or someone else becomes lead) and holds active appeals, the
 * confirm modal asks whether they move. A lead stepping down to none hands them over. After
 * success the person reloads and the modals close.
 */
export function AmRoleModal({ user, opened, onClose }: AmRoleModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const entry = useStackEntry();
  const visible = opened ?? entry?.opened ?? false;
  const settings = useAppealManagementSettings(user.companyId);
  const m = useAppealRoleMutations();
  const [amRole, setAmRole] = useState<TAmRole>(user.amRole);
  const [newLead, setNewLead] = useState<TUserOption | null>(null);
  const [leadError, setLeadError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const wasLead = user.amRole === 'lead_appeal_manager';
  const leaving = wasLead && amRole !== 'lead_appeal_manager';
  const companyId = user.companyId ?? '';
  const s = settings.data;
  const busy = m.setLead.isPending || m.add.isPending || m.remove.isPending;
  const failed = [m.setLead, m.add, m.remove].find((x) => x.isError)?.error;

  /** Who holds the appeals that could move, when the question applies. */
  const holder = (() => {
    if (!s) return null;
    if (leaving && amRole === 'appeal_manager') {
      return { name: user.fullName, count: s.currentLAMActiveAppealCount, own: true };
    }
    if (!wasLead && amRole === 'lead_appeal_manager' && s.currentLAM) {
      return { name: s.currentLAM.name, count: s.currentLAMActiveAppealCount, own: false };
    }
    return null;
  })();

  const done = () => {
    notify.success(t('appealManagement.modal.done', { name: user.fullName }));
    setAsking(false);
    close();
  };

  const run = (swapActiveAppeals: boolean) => {
    const expectedLeadId = s?.currentLAM?.id ?? null;
    if (leaving) {
      m.setLead.mutate(
        {
          companyId,
          newManagerEmail: newLead!.email,
          disableOldLam: amRole === 'none',
          swapActiveAppeals,
          expectedLeadId,
        },
        { onSuccess: done, onError: () => setAsking(false) },
      );
    } else if (amRole === 'lead_appeal_manager') {
      m.setLead.mutate(
        { companyId, newManagerEmail: user.email, swapActiveAppeals, expectedLeadId },
        { onSuccess: done, onError: () => setAsking(false) },
      );
    } else if (amRole === 'appeal_manager') {
      m.add.mutate({ companyId, userIds: [user.id] }, { onSuccess: done });
    } else {
      m.remove.mutate({ companyId, userId: user.id }, { onSuccess: done });
    }
  };

  const submit = () => {
    if (leaving && !newLead) {
      setLeadError(t('errors.required'));
      return;
    }
    if (holder && holder.count > 0) setAsking(true);
    else run(false);
  };

  return (
    <>
      <AppModal
        title={t('appealManagement.modal.title', { name: user.fullName })}
        opened={visible && !asking}
        onClose={close}
        onSubmit={submit}
        submitDisabled={amRole === user.amRole || !s}
        busy={busy || settings.isPending}
      >
        <Radio.Group
          label={t('appealManagement.modal.choice')}
          value={amRole}
          onChange={(v) => setAmRole(v as TAmRole)}
          required
        >
          <Stack gap="xs" mt="xs">
            {ORDER.filter((r) => AM_ROLES.includes(r)).map((role) => (
              <Radio key={role} value={role} label={t(`appealManagement.modal.roles.${role}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {leaving && (
          <>
            <Text size="sm">{t('appealManagement.modal.replacementText')}</Text>
            <UserOptionSelect
              label={t('appealManagement.modal.newLead')}
              companyId={user.companyId}
              options={{ excludeIds: [user.id], canBeAm: true }}
              value={newLead?.id ?? ''}
              onChange={(_id, option) => {
                setNewLead(option ?? null);
                setLeadError(null);
              }}
              error={leadError}
              required
            />
          </>
        )}
        {(failed || settings.isError) && (
          <Alert color="red" role="alert">
            {errorMessage(t, failed ?? settings.error)}
          </Alert>
        )}
      </AppModal>
      {holder && (
        <ReassignAppealsModal
          opened={visible && asking}
          holder={holder}
          busy={busy}
          onChoose={run}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
