import { Alert, Text } from '@mantine/core';
import { LIMITS } from '@statera/shared';
import { useTranslation } from 'react-i18next';

/**
 * Said wherever a code "went to your phone" when the server answered `smsDelivery: 'recorded'`:
 * this installation has no SMS provider (SMS_PROVIDER=recording), so the code was kept in the SMS
 * outbox, texted to nobody, and only a provider administrator can read it there.
 */
export function RecordedSmsNotice({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const count = LIMITS.smsCodeLength;
  return (
    <Alert color="yellow" variant="light" title={t('smsDelivery.recordedTitle')} role="status">
      <Text size="sm">
        {phone ? t('smsDelivery.recordedTo', { phone, count }) : t('smsDelivery.recorded', { count })}
      </Text>
      <Text size="sm" mt={4}>
        {t('smsDelivery.whereToRead')}
      </Text>
    </Alert>
  );
}
