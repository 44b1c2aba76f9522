import { Button, Menu } from '@mantine/core';
import type { TAppeal } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../lib/abilities.ts';
import { AskWorkerModal } from './ask-worker-modal.tsx';
import { ChangeManagerModal } from './change-manager-modal.tsx';
import { CloseAppealModal } from './close-appeal-modal.tsx';
import { ContractorEmailModal } from './contractor-email-modal.tsx';
import { ReopenAppealModal } from './reopen-appeal-modal.tsx';

type Open = 'close' | 'reopen' | 'ask' | 'manager' | 'email' | null;

/**
 * The manager's actions on an appeal, each shown only when the server's abilities allow it:
 * close with a decision, ask the worker for more, reopen; change the manager or the worker's
 * email under "More". Nothing shows for a reader who may do none of them.
 */
export function AppealActions({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const a = (k: string) => t(`appeals.actions.${k}`);
  const shut = () => setOpen(null);
  const more = can(appeal, 'changeManager') || can(appeal, 'changeContractor');

  return (
    <>
      {can(appeal, 'close') && <Button onClick={() => setOpen('close')}>{a('close')}</Button>}
      {can(appeal, 'submitToContractor') && (
        <Button variant="light" onClick={() => setOpen('ask')}>
          {a('askWorker')}
        </Button>
      )}
      {can(appeal, 'reopen') && (
        <Button variant="light" color="orange" onClick={() => setOpen('reopen')}>
          {a('reopen')}
        </Button>
      )}
      {more && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default">{a('more')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {can(appeal, 'changeManager') && (
              <Menu.Item onClick={() => setOpen('manager')}>{a('changeManager')}</Menu.Item>
            )}
            {can(appeal, 'changeContractor') && (
              <Menu.Item onClick={() => setOpen('email')}>{a('changeContractorEmail')}</Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <CloseAppealModal appeal={appeal} opened={open === 'close'} onClose={shut} />
      <ReopenAppealModal appeal={appeal} opened={open === 'reopen'} onClose={shut} />
      <AskWorkerModal appeal={appeal} opened={open === 'ask'} onClose={shut} />
      <ChangeManagerModal appeal={appeal} opened={open === 'manager'} onClose={shut} />
      <ContractorEmailModal appeal={appeal} opened={open === 'email'} onClose={shut} />
    </>
  );
}

/** Whether the reader may do any of the header's actions (the header leaves the space out otherwise). */
export const hasAppealActions = (appeal: TAppeal) =>
  ['close', 'submitToContractor', 'reopen', 'changeManager', 'changeContractor'].some((k) => can(appeal, k));
