import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown to a client admin once every onboarding step is done. */
export function CongratulationsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Title order={3} fz="h4">
        {t('onboarding.congratulations.heading')}
      </Title>
      <Text>{t('onboarding.congratulations.text')}</Text>
    </>
  );
}
