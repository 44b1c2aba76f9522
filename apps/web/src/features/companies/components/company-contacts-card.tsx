import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCompany, TUserOption } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { ChangeManagerModal } from './change-manager-modal.tsx';
import { InviteAdminModal } from './invite-admin-modal.tsx';

interface Props {
  company: TCompany;
  /** Provider staff appoint a company's admin while it has no active one (the server checks again). */
  mayInviteAdmin: boolean;
}

const ADMIN_COLORS: Record<string, string> = {
  active: 'teal',
  invited: 'blue',
  awaiting_invitation: 'yellow',
  archived: 'gray',
};

function Person({ person, extra }: { person: TUserOption; extra?: ReactNode }) {
  // An invited person may have no name yet (the server then names them by their email).
  const name = person.name.trim();
  const named = name !== '' && name !== person.email;
  return (
    <Group gap="xs" wrap="nowrap">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {named ? name : person.email}
        </Text>
        {named && (
          <Text size="xs" c="dimmed" truncate>
            {person.email}
          </Text>
        )}
      </Stack>
      {extra}
    </Group>
  );
}

/** Who looks after the company: its provider manager, its administrators and its lead appeal manager. */
export function CompanyContactsCard({ company, mayInviteAdmin }: Props) {
  const { t } = useTranslation();
  const hasActiveAdmin = company.administrators.some((a) => a.status === 'active');
  const canInvite = mayInviteAdmin && company.status !== 'archived' && !hasActiveAdmin;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="h5">
              {t('companies.manager.title')}
            </Title>
            {company.abilities.changeManager && (
              <Button size="xs" variant="light" onClick={() => modalStack.show(ChangeManagerModal, { company })}>
                {t('companies.manager.change')}
              </Button>
            )}
          </Group>
          {company.manager ? (
            <Person person={company.manager} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('companies.manager.none')}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="h5">
              {t('companies.admins.title')}
            </Title>
            {canInvite && (
              <Button size="xs" variant="light" onClick={() => modalStack.show(InviteAdminModal, { company })}>
                {t('companies.admins.invite')}
              </Button>
            )}
          </Group>
          {company.administrators.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('companies.admins.none')}
            </Text>
          ) : (
            company.administrators.map((a) => (
              <Person
                key={a.id}
                person={a}
                extra={
                  <Badge size="sm" variant="light" color={ADMIN_COLORS[a.status]}>
                    {t(`users.status.${a.status}`)}
                  </Badge>
                }
              />
            ))
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h5">
            {t('companies.appealManager.title')}
          </Title>
          {company.appealManager ? (
            <Person person={company.appealManager} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('companies.appealManager.none')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
