import { Accordion, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TScopeDecision } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { WorkingSteps } from './working-steps.tsx';

/** In scope, out of scope, or assumed in scope (no figures decide it yet). */
export function ScopeBadge({ decision }: { decision: Pick<TScopeDecision, 'inScope' | 'decided'> }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`offPayroll.scope.decisions.${k}`);
  if (!decision.inScope)
    return (
      <Badge color="teal" variant="light">
        {d('outOfScope')}
      </Badge>
    );
  return decision.decided ? (
    <Badge color="orange" variant="light">
      {d('inScope')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {d('assumed')}
    </Badge>
  );
}

/** Each tax year's decision, newest first, its working folded under it. */
export function ScopeDecisions({ decisions }: { decisions: TScopeDecision[] }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`offPayroll.scope.decisions.${k}`);
  const newestFirst = [...decisions].sort((a, b) => b.taxYear - a.taxYear);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="scope-decisions-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="scope-decisions-title">
          {d('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {d('text')}
        </Text>
        <Accordion variant="separated" chevronPosition="right" multiple>
          {newestFirst.map((decision) => (
            <Accordion.Item key={decision.taxYear} value={String(decision.taxYear)}>
              <Accordion.Control aria-label={`${d('taxYear')} ${decision.label}`}>
                <Group gap="sm" wrap="wrap">
                  <Text fw={600} w={70}>
                    {decision.label}
                  </Text>
                  <ScopeBadge decision={decision} />
                  <Text size="sm" c="dimmed">
                    {t(`offPayroll.scope.decisions.basis.${decision.basis}`)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <WorkingSteps steps={decision.steps} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Paper>
  );
}
