import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { listLinkHref, type TAppealSummary, type TAssessmentListItem, type TFigure } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppealStatusBadge, DaysLeft } from '../../../components/appeal-badges.tsx';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

interface PreviewProps {
  title: string;
  count: TFigure;
  empty: ReactNode;
  children: ReactNode;
}

/** A short list on a dashboard, with "see all N" opening the whole list. */
function Preview({ title, count, empty, children }: PreviewProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {count.link && count.value > 0 && (
            <Anchor component={Link} to={listLinkHref(count.link)} size="sm" data-figure>
              {t('dashboard.seeAll', { count: count.value })}
            </Anchor>
          )}
        </Group>
        {count.value === 0 ? (
          <Text size="sm" c="dimmed" component="div">
            {empty}
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {children}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

const rowStyle = { borderTop: '1px solid var(--mantine-color-default-border)' };

export function AssessmentPreview(props: {
  title: string;
  count: TFigure;
  items: readonly TAssessmentListItem[];
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Preview title={props.title} count={props.count} empty={props.empty}>
      {props.items.map((a) => (
        <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={rowStyle}>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/assessments/${a.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {a.engagement.engagedIndividualName}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {a.engagement.company.name} · {t('dashboard.due', { date: formatDate(a.dueDate) })}
            </Text>
          </Stack>
          <AssessmentStatusBadge status={a.status} notStarted={a.notStarted} />
        </Group>
      ))}
    </Preview>
  );
}

export function AppealPreview(props: {
  title: string;
  count: TFigure;
  items: readonly TAppealSummary[];
  empty: ReactNode;
}) {
  return (
    <Preview title={props.title} count={props.count} empty={props.empty}>
      {props.items.map((a) => (
        <Group key={a.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={rowStyle}>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/appeals/${a.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {a.engagement.engagedIndividualName}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {a.engagement.company.name}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <AppealStatusBadge status={a.status} size="sm" />
            <DaysLeft clock={a.clock} />
          </Stack>
        </Group>
      ))}
    </Preview>
  );
}
