import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useMarkPresentationSeen } from '../api/mark-presentation-seen.ts';

/**
 * The interview introduction, shown to the specialist once (while the server says `showPresentation`):
 * what the questionnaire covers, how long it takes, and how answers and comments work.
 */
export function InterviewIntro({ assessment }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const seen = useMarkPresentationSeen(assessment.id);
  const x = (k: string) => t(`interviewExtras.intro.${k}`);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="intro-title"
      bg="blue.0"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="intro-title">
          {x('title')}
        </Title>
        <Text size="sm">{x('duration')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{x('point1')}</List.Item>
          <List.Item>{x('point2')}</List.Item>
          <List.Item>{x('point3')}</List.Item>
          <List.Item>{x('point4')}</List.Item>
        </List>
        <Group>
          <Button onClick={() => seen.mutate(undefined)} loading={seen.isPending}>
            {x('gotIt')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
