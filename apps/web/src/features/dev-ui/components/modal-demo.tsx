import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { type DatePeriod, DatePeriodModal } from '../../../components/modals/date-period-modal.tsx';
import { PasswordConfirmModal } from '../../../components/modals/password-confirm-modal.tsx';
import { TypedConfirmModal } from '../../../components/modals/typed-confirm-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { DemoSection } from './demo-section.tsx';

/** A stacked modal that opens another on top; closing the top one shows this one again. */
function StackedModal({ depth }: { depth: number }) {
  const { t } = useTranslation();
  return (
    <AppModal
      title={t('devUi.modals.stackedTitle', { depth })}
      onSubmit={() => modalStack.show(StackedModal, { depth: depth + 1 })}
      submitLabel={t('devUi.modals.openAnother')}
    >
      <Text size="sm">{t('devUi.modals.stackedBody')}</Text>
    </AppModal>
  );
}

function UncloseableModal() {
  const { t } = useTranslation();
  return (
    <AppModal
      title={t('devUi.modals.uncloseable')}
      closeable={false}
      onSubmit={() => modalStack.hide()}
      submitLabel={t('common.close')}
    >
      <Text size="sm">{t('devUi.modals.uncloseableBody')}</Text>
    </AppModal>
  );
}

const wrongPassword = () =>
  new ApiError(422, 'errors.wrongPassword', 'Wrong password', { password: ['errors.wrongPassword'] });

/** Every modal of the kit, opened through the modal stack. */
export function ModalDemo() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DatePeriod | null>(null);
  const [result, setResult] = useState('');
  return (
    <DemoSection title={t('devUi.sections.modals')}>
      <Group gap="sm">
        <Button variant="light" onClick={() => modalStack.show(StackedModal, { depth: 1 })}>
          {t('devUi.modals.stacked')}
        </Button>
        <Button
          variant="light"
          onClick={() =>
            modalStack.show(ConfirmModal, {
              title: t('devUi.modals.confirm'),
              message: t('devUi.modals.confirmBody'),
              onConfirm: () => setResult(t('devUi.modals.confirmed')),
            })
          }
        >
          {t('devUi.modals.confirm')}
        </Button>
        <Button
          variant="light"
          onClick={() =>
            modalStack.show(PasswordConfirmModal, {
              title: t('devUi.modals.password'),
              description: t('devUi.modals.passwordBody'),
              onConfirm: async (password: string) => {
                if (password !== 'secret') throw wrongPassword();
              },
              onConfirmed: () => setResult(t('devUi.modals.confirmed')),
            })
          }
        >
          {t('devUi.modals.password')}
        </Button>
        <Button
          variant="light"
          onClick={() => modalStack.show(DatePeriodModal, { initial: period ?? undefined, onConfirm: setPeriod })}
        >
          {t('ui.datePeriod.title')}
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={() =>
            modalStack.show(TypedConfirmModal, {
              title: t('devUi.modals.reject'),
              description: t('devUi.modals.rejectBody'),
              onConfirm: () => setResult(t('devUi.modals.confirmed')),
            })
          }
        >
          {t('devUi.modals.reject')}
        </Button>
        <Button variant="light" onClick={() => modalStack.show(UncloseableModal, {})}>
          {t('devUi.modals.uncloseable')}
        </Button>
      </Group>
      {period && (
        <Text size="sm">
          {t('devUi.modals.period', {
            from: formatDate(period.dateFrom || null),
            to: formatDate(period.dateTo || null),
          })}
        </Text>
      )}
      {result && <Text size="sm">{result}</Text>}
    </DemoSection>
  );
}
