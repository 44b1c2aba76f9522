import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TEngagedEntityDetail } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/query-states.tsx';
import { can } from '../../../lib/abilities.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { IndividualModal, UpdateIndividualEmailModal } from './individual-modals.tsx';

/** The entity's engaged individuals, each with edit and update-email actions when allowed. */
export function IndividualsCard({ entity }: { entity: TEngagedEntityDetail }) {
  const { t } = useTranslation();
  const editable = can(entity, 'editIndividual');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('intermediaries.individuals.title')}
        </Title>
        {entity.engagedIndividuals.length === 0 && <EmptyState>{t('intermediaries.individuals.empty')}</EmptyState>}
        {entity.engagedIndividuals.map((person) => (
          <Group key={person.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600}>{person.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {person.email ?? t('intermediaries.detail.noEmail')} ·{' '}
                {t('intermediaries.individuals.engagements', { count: person.engagementCount })}
              </Text>
            </Stack>
            {editable && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('intermediaries.individuals.editLabel', { name: person.name })}
                  onClick={() => modalStack.show(IndividualModal, { entityId: entity.id, individual: person })}
                >
                  {t('intermediaries.individuals.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('intermediaries.individuals.updateEmailLabel', { name: person.name })}
                  onClick={() => modalStack.show(UpdateIndividualEmailModal, { individual: person })}
                >
                  {t('intermediaries.individuals.updateEmail')}
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
