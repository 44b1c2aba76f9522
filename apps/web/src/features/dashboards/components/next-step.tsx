import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface NextStepProps {
  title: string;
  children: ReactNode;
  /** The pages to go to next: [label, path]. */
  actions?: readonly (readonly [string, string])[];
}

/** A dashboard's empty state: what is missing and the step that fills it. */
export function NextStep({ title, children, actions = [] }: NextStepProps) {
  return (
    // A next step is guidance, not news: a region named by its title, not an alert that interrupts.
    <Alert variant="light" color="indigo" title={title} role="region" aria-label={title} data-testid="next-step">
      <Text size="sm">{children}</Text>
      {actions.length > 0 && (
        <Group gap="sm" mt="sm">
          {actions.map(([label, to], i) => (
            <Button key={to} component={Link} to={to} size="xs" variant={i === 0 ? 'filled' : 'default'}>
              {label}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}
