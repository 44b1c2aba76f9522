import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { TEngagementListItem } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { SortableTh } from './sortable-th.tsx';

interface Props {
  rows: TEngagementListItem[];
  sort: string;
  onSort: (sort: string) => void;
}

function ResultCell({ row }: { row: TEngagementListItem }) {
  const { t } = useTranslation();
  const a = row.currentAssessment;
  if (!a || a.employed === null || a.selfEmployed === null) return <Text c="dimmed">—</Text>;
  const outcome = a.employed >= a.selfEmployed ? 'employed' : 'selfEmployed';
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t(`outcome.${outcome}`)} {formatPercent(Math.max(a.employed, a.selfEmployed))}
    </Text>
  );
}

export function EngagementTable({ rows, sort, onSort }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const col = (k: string) => t(`engagements.list.columns.${k}`);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <SortableTh field="engagedIndividualName" label={col('engagedIndividual')} sort={sort} onSort={onSort} />
            <SortableTh field="engagedEntityName" label={col('engagedEntity')} sort={sort} onSort={onSort} />
            <SortableTh field="companyName" label={col('company')} sort={sort} onSort={onSort} />
            <Table.Th>{col('service')}</Table.Th>
            <SortableTh field="contractDateStart" label={col('contract')} sort={sort} onSort={onSort} />
            <Table.Th>{col('assessment')}</Table.Th>
            <Table.Th>{col('result')}</Table.Th>
            <Table.Th>{col('risk')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} style={{ cursor: 'pointer' }} onClick={() => navigate(`/engagements/${row.id}`)}>
              <Table.Td>
                <Anchor component={Link} to={`/engagements/${row.id}`} fw={600} onClick={(e) => e.stopPropagation()}>
                  {row.engagedIndividualName}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.engagedEntityName}</Table.Td>
              <Table.Td>{row.company.name}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2}>
                  {row.serviceProvided}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{formatDate(row.contractDateStart)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(row.contractDateEnd)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {row.currentAssessment ? (
                  <AssessmentStatusBadge
                    status={row.currentAssessment.status}
                    notStarted={row.currentAssessment.notStarted}
                  />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <ResultCell row={row} />
              </Table.Td>
              <Table.Td>
                <RiskBadge risk={row.currentAssessment?.riskLevel} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
