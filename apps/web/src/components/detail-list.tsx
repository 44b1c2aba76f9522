import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs laid out in a responsive grid (a description list for screen readers). */
export function DetailList({ items, cols = 2 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        // miw 0 and breaking anywhere: a long unbroken value (an email) wraps instead of widening the grid (375 px).
        <Stack key={item.label} gap={2} miw={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
