import { Anchor, Paper, Table } from '@mantine/core';
import type { TAssessmentSummary } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { ProvisionalBadge } from '../../../components/provisional-badge.tsx';
import { EmptyState } from '../../../components/query-states.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate, formatPercent } from '../../../lib/format.ts';

/** Every assessment of the engagement, newest first. */
export function AssessmentTimeline({ assessments }: { assessments: TAssessmentSummary[] }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`engagements.detail.${k}`);
  if (assessments.length === 0) return <EmptyState>{d('noAssessments')}</EmptyState>;
  return (
    <Paper withBorder radius="md" p="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{d('type')}</Table.Th>
              <Table.Th>{d('status')}</Table.Th>
              <Table.Th>{d('dueDate')}</Table.Th>
              <Table.Th>{d('submitted')}</Table.Th>
              <Table.Th>{d('approved')}</Table.Th>
              <Table.Th>{d('result')}</Table.Th>
              <Table.Th>{t('risk.label')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assessments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/assessments/${a.id}`}>
                    {t(`status.assessmentType.${a.type}`)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <AssessmentStatusBadge status={a.status} notStarted={a.notStarted} />
                </Table.Td>
                <Table.Td>{formatDate(a.dueDate)}</Table.Td>
                <Table.Td>{formatDate(a.dateSubmitted)}</Table.Td>
                <Table.Td>{formatDate(a.dateApproved)}</Table.Td>
                <Table.Td>
                  {a.employed === null
                    ? '—'
                    : `${t('outcome.employed')} ${formatPercent(a.employed)} / ${t('outcome.selfEmployed')} ${formatPercent(a.selfEmployed)}`}
                  {a.employed !== null && <ProvisionalBadge status={a.status} size="xs" />}
                </Table.Td>
                <Table.Td>
                  <RiskBadge risk={a.riskLevel} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
