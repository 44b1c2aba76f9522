import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where each step is done in the app; steps without a page are done elsewhere (registration). */
const STEP_LINKS: Record<string, string> = {
  add_users: '/users',
  set_company_details: '/company',
  add_subsidiary: '/subsidiaries',
};

interface Props {
  steps: { step: string; completed: boolean }[];
  /** Shows the explanation of the assessment process again. */
  onShowProcess: () => void;
}

/** The get-started list: each step with its state and a link to where it is done. */
export function StepsScreen({ steps, onShowProcess }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Text>{t('onboarding.steps.intro')}</Text>
      <Stack component="ol" gap="sm" m={0} pl="md">
        {steps.map(({ step, completed }) => {
          const to = STEP_LINKS[step];
          const label = t(`onboarding.steps.names.${step}`);
          return (
            <li key={step}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  {to && !completed ? (
                    <Anchor component={Link} to={to} fw={600} size="sm">
                      {label}
                    </Anchor>
                  ) : step === 'assessment_process' ? (
                    <Anchor component="button" type="button" fw={600} size="sm" onClick={onShowProcess}>
                      {label}
                    </Anchor>
                  ) : (
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t(`onboarding.steps.descriptions.${step}`)}
                  </Text>
                </div>
                <Badge color={completed ? 'teal' : 'gray'} variant="light">
                  {completed ? t('onboarding.steps.done') : t('onboarding.steps.toDo')}
                </Badge>
              </Group>
            </li>
          );
        })}
      </Stack>
    </>
  );
}
