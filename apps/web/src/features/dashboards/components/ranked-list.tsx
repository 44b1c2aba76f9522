import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { listLinkHref, type TRankedFigure } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface RankedListProps {
  title: string;
  items: readonly TRankedFigure[];
  /** Shown when there is nothing to rank: what to do next. */
  empty: ReactNode;
}

/** A ranking (clients by assessments, managers by clients, departments by engagements), each opening its list. */
export function RankedList({ title, items, empty }: RankedListProps) {
  const { t } = useTranslation();
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" component="div">
            {empty}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Stack key={item.id ?? item.name} gap={4} component="li">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.name || t('dashboard.heatmap.noDepartment')}
                  </Text>
                  {item.link ? (
                    <Anchor component={Link} to={listLinkHref(item.link)} size="sm" fw={600} data-figure>
                      {item.value.toLocaleString('en-GB')}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600}>
                      {item.value.toLocaleString('en-GB')}
                    </Text>
                  )}
                </Group>
                <Progress value={(item.value / max) * 100} size="sm" aria-hidden />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
