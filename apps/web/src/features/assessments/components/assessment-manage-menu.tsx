import { Button, Group } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { ChangeDueDateModal } from './change-due-date-modal.tsx';
import { ChangeSeatModal } from './change-seat-modal.tsx';

/** The managers' actions on an assessment (due date, specialist, approver), as the server's abilities allow. */
export function AssessmentManageMenu({ assessment: a }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const { changeDueDate, changeAnswerer, changeApprover } = a.abilities;
  if (!changeDueDate && !changeAnswerer && !changeApprover) return null;
  const l = (k: string) => t(`assessmentSeats.menu.${k}`);
  return (
    <Group gap="xs" role="group" aria-label={l('label')}>
      {changeDueDate && (
        <Button variant="default" size="sm" onClick={() => modalStack.show(ChangeDueDateModal, { assessment: a })}>
          {l('dueDate')}
        </Button>
      )}
      {changeAnswerer && (
        <Button
          variant="default"
          size="sm"
          onClick={() => modalStack.show(ChangeSeatModal, { assessment: a, seat: 'answerer' })}
        >
          {l('answerer')}
        </Button>
      )}
      {changeApprover && (
        <Button
          variant="default"
          size="sm"
          onClick={() => modalStack.show(ChangeSeatModal, { assessment: a, seat: 'approver' })}
        >
          {l('approver')}
        </Button>
      )}
    </Group>
  );
}
