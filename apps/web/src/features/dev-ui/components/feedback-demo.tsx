import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DismissibleAlert } from '../../../components/dismissible-alert.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { type NoticeType, notices } from '../../../lib/notifications/notice-store.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { DemoSection } from './demo-section.tsx';

const NOTICE_TYPES: NoticeType[] = ['info', 'maintenance', 'browser_compatibility'];

/** Notifications (push/pop, persistent), notification bar notices, alerts and progress bars. */
export function FeedbackDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection title={t('devUi.sections.feedback')}>
      <Group gap="sm">
        <Button variant="light" onClick={() => notify.successKey('resendInvitation')}>
          {t('devUi.feedback.success')}
        </Button>
        <Button variant="light" color="red" onClick={() => notify.error(new ApiError(409, 'errors.conflict', ''))}>
          {t('devUi.feedback.error')}
        </Button>
        <Button
          variant="light"
          onClick={() => notify.push({ message: t('devUi.feedback.persistentBody'), timeout: 0 })}
        >
          {t('devUi.feedback.persistent')}
        </Button>
        <Button variant="default" onClick={() => notify.pop()}>
          {t('devUi.feedback.pop')}
        </Button>
      </Group>
      <Group gap="sm">
        {NOTICE_TYPES.map((type) => (
          <Button
            key={type}
            variant="default"
            onClick={() =>
              notices.show({ id: `demo-${type}-${Date.now()}`, type, message: t(`devUi.feedback.notice.${type}`) })
            }
          >
            {t('devUi.feedback.showNotice', { type: t(`devUi.feedback.noticeType.${type}`) })}
          </Button>
        ))}
      </Group>
      <DismissibleAlert title={t('devUi.feedback.alertTitle')} color="blue">
        {t('devUi.feedback.alertBody')}
      </DismissibleAlert>
      <Stack gap="sm" maw={480}>
        <ProgressBar label={t('devUi.feedback.progress')} value={7} max={20} />
        <ProgressBar label={t('devUi.feedback.progressDone')} value={20} max={20} color="teal" />
      </Stack>
    </DemoSection>
  );
}
