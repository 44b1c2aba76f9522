import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One widget group of the gallery. */
export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
