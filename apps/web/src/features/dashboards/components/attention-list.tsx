import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAttentionItem } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';

/** Red when past its deadline, orange within 3 days, yellow within 7, else grey. */
const colourOf = (daysLeft: number) =>
  daysLeft < 0 ? 'red' : daysLeft <= 3 ? 'orange' : daysLeft <= 7 ? 'yellow' : 'gray';

function DaysLeftBadge({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation();
  const text =
    daysLeft < 0
      ? t('dashboard.attention.overdueBy', { count: -daysLeft })
      : daysLeft === 0
        ? t('dashboard.attention.dueToday')
        : t('dashboard.attention.daysLeft', { count: daysLeft });
  return (
    <Badge color={colourOf(daysLeft)} variant="light" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}

/**
 * "Needs attention": what is due or overdue across the user's reach, soonest deadline first
 * (assessments, reassessments, appeals by their 45 days, statements not opened, contract changes).
 */
export function AttentionList({ items }: { items: readonly TAttentionItem[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="attention-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="attention-title">
          {t('dashboard.attention.title')}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.attention.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group
                key={`${item.kind}-${item.id}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} miw={0}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {t(`dashboard.attention.kinds.${item.kind}`)}
                  </Text>
                  <Anchor component={Link} to={item.to} fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.company} · {t('dashboard.attention.deadline', { date: formatDate(item.deadline) })}
                  </Text>
                </Stack>
                <DaysLeftBadge daysLeft={item.daysLeft} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
