import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The six stages of the assessment process the welcome screen explains (spec §2). */
export const PROCESS_STAGES = [
  'engagementLogin',
  'assessment',
  'reviewAndDiscussion',
  'confirmation',
  'results',
  'monitoring',
] as const;

/** The welcome screen: what the platform does, in six steps. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Text>{t('onboarding.welcome.intro', { count: PROCESS_STAGES.length })}</Text>
      <List spacing="sm" type="ordered" center={false}>
        {PROCESS_STAGES.map((stage, i) => (
          <List.Item
            key={stage}
            icon={
              <ThemeIcon size={24} radius="xl" color="teal" aria-hidden>
                {i + 1}
              </ThemeIcon>
            }
          >
            <Text fw={600} size="sm">
              {t(`onboarding.welcome.stages.${stage}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`onboarding.welcome.stages.${stage}.description`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
