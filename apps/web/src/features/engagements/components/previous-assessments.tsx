import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { EmptyState, queryFallback } from '../../../components/query-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePreviousAssessments } from '../api/get-previous-assessments.ts';

/** The engagement's earlier assessments (before the current one), newest first, with their results. */
export function PreviousAssessments({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const query = usePreviousAssessments(engagementId);
  const l = (k: string) => t(`assessmentLifecycle.previous.${k}`);
  const body = () => {
    if (!query.isSuccess) return queryFallback(query);
    const list = query.data.assessments;
    if (list.length === 0) return <EmptyState>{l('empty')}</EmptyState>;
    return (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l('type')}</Table.Th>
              <Table.Th>{l('status')}</Table.Th>
              <Table.Th>{l('outcome')}</Table.Th>
              <Table.Th>{l('approved')}</Table.Th>
              <Table.Th>{l('validUntil')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/assessments/${a.id}`}>
                    {t(`status.assessmentType.${a.type}`)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <AssessmentStatusBadge status={a.status} />
                  {a.rejectionReason && (
                    <Text size="xs" c="dimmed">
                      {a.rejectionReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{a.outcome ? t(`outcome.${a.outcome}`) : '—'}</Table.Td>
                <Table.Td>{formatDate(a.dateApproved)}</Table.Td>
                <Table.Td>{formatDate(a.validUntil)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="previous-assessments-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="previous-assessments-title">
          {l('title')}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}
