import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TContact } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState, queryFallback } from '../../../components/query-states.tsx';
import { useContacts } from '../api/get-contacts.ts';
import { AccountSection } from './account-section.tsx';

function ContactCard({ contact }: { contact: TContact }) {
  const { t } = useTranslation();
  const name = contact.name.trim() || contact.email;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={name}>
      <Stack gap={4}>
        <Text fw={600}>{name}</Text>
        {contact.position && (
          <Text size="sm" c="dimmed">
            {contact.position}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={56}>
            {t('myAccount.contacts.email')}
          </Text>
          <Anchor href={`mailto:${contact.email}`} size="sm" truncate>
            {contact.email}
          </Anchor>
        </Group>
        {contact.phone && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" w={56}>
              {t('myAccount.contacts.phone')}
            </Text>
            <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`} size="sm">
              {contact.phone}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The people the user can turn to: their client's manager at the provider, and their administrators. */
export function ContactsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useContacts(userId);
  if (!query.data) return queryFallback(query);
  const { manager, administrators } = query.data;
  return (
    <Stack gap="md">
      {manager && (
        <AccountSection title={t('myAccount.contacts.managerTitle')} description={t('myAccount.contacts.managerText')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ContactCard contact={manager} />
          </SimpleGrid>
        </AccountSection>
      )}
      <AccountSection title={t('myAccount.contacts.adminsTitle')} description={t('myAccount.contacts.adminsText')}>
        {administrators.length === 0 ? (
          <EmptyState>{t('myAccount.contacts.noAdmins')}</EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {administrators.map((c) => (
              <ContactCard key={c.id} contact={c} />
            ))}
          </SimpleGrid>
        )}
      </AccountSection>
    </Stack>
  );
}
