import { Badge, Button, Group, Menu, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TFinancialYear } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/modals/confirm-modal.tsx';
import { formatDate, formatPence } from '../../../../lib/format.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { useConfirmFinancialYear, useDeleteFinancialYear } from '../../api/off-payroll-scope.ts';
import { FinancialYearModal } from './financial-year-modal.tsx';
import { ImportYearsModal } from './import-years-modal.tsx';

const period = (y: TFinancialYear) => `${formatDate(y.start)} – ${formatDate(y.end)}`;

function YearRow({ y, companyId, canEdit }: { y: TFinancialYear; companyId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const l = (k: string, o?: Record<string, unknown>) => t(`offPayroll.scope.years.${k}`, o);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'confirm' | 'delete' | null>(null);
  const confirm = useConfirmFinancialYear();
  const remove = useDeleteFinancialYear();
  const act = async () => {
    try {
      if (asking === 'confirm') {
        await confirm.mutateAsync({ id: companyId, yearId: y.id });
        notify.success(l('confirmedDone'));
      } else {
        await remove.mutateAsync({ id: companyId, yearId: y.id });
        notify.success(l('deleted'));
      }
    } catch (error) {
      notify.error(error);
      throw error;
    }
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {period(y)}
        </Text>
        <Group gap={4}>
          {y.isGroup && (
            <Badge size="xs" variant="light">
              {l('group')}
            </Badge>
          )}
          {y.firstFinancialYear && (
            <Badge size="xs" variant="outline">
              {l('firstYear')}
            </Badge>
          )}
          {y.excludedFromSmallRegime && (
            <Badge size="xs" color="red" variant="outline">
              {l('excluded')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {formatDate(y.filingDeadline)}
        {y.filingDeadlineEntered && (
          <Text size="xs" c="dimmed">
            {l('deadlineEntered')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{formatPence(y.turnover)}</Table.Td>
      <Table.Td ta="right">{formatPence(y.balanceSheetTotal)}</Table.Td>
      <Table.Td ta="right">{y.employees}</Table.Td>
      <Table.Td>
        {y.conditionsMet === null ? (
          '—'
        ) : (
          <Badge color={y.conditionsMet ? 'teal' : 'orange'} variant="light">
            {l(y.conditionsMet ? 'met' : 'notMet')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td maw={220}>
        <Text size="xs" lineClamp={2} title={y.evidence}>
          {y.evidence}
        </Text>
        {y.enteredBy && (
          <Text size="xs" c="dimmed">
            {l('enteredBy', { name: y.enteredBy.name })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {y.confirmedBy && y.confirmedAt ? (
          <Text size="xs">{l('confirmedBy', { name: y.confirmedBy.name, date: formatDate(y.confirmedAt) })}</Text>
        ) : (
          <Text size="xs" c="dimmed">
            {l('notConfirmed')}
          </Text>
        )}
      </Table.Td>
      {canEdit && (
        <Table.Td>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="subtle" aria-label={l('actions', { period: period(y) })}>
                ⋯
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {!y.confirmedBy && <Menu.Item onClick={() => setAsking('confirm')}>{l('confirm')}</Menu.Item>}
              <Menu.Item onClick={() => setEditing(true)}>{l('edit')}</Menu.Item>
              <Menu.Item color="red" onClick={() => setAsking('delete')}>
                {l('delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {editing && <FinancialYearModal companyId={companyId} year={y} opened onClose={() => setEditing(false)} />}
          <ConfirmModal
            opened={asking !== null}
            onClose={() => setAsking(null)}
            title={
              asking === 'delete' ? l('deleteTitle', { period: period(y) }) : l('confirmTitle', { period: period(y) })
            }
            message={asking === 'delete' ? l('deleteText') : l('confirmText')}
            confirmLabel={asking === 'delete' ? l('delete') : l('confirm')}
            color={asking === 'delete' ? 'red' : undefined}
            onConfirm={act}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The group's financial years with their figures, evidence and confirmation; add, import, edit, confirm, delete. */
export function FinancialYearsPanel({
  companyId,
  years,
  canEdit,
}: {
  companyId: string;
  years: TFinancialYear[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const l = (k: string) => t(`offPayroll.scope.years.${k}`);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const newestFirst = [...years].sort((a, b) => (a.start < b.start ? 1 : -1));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="financial-years-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} fz="h4" id="financial-years-title">
            {l('title')}
          </Title>
          {canEdit && (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setImporting(true)}>
                {l('import')}
              </Button>
              <Button size="xs" onClick={() => setAdding(true)}>
                {l('add')}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {l('text')}
        </Text>
        {years.length === 0 ? (
          <Text size="sm" fs="italic">
            {l('empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" striped aria-labelledby="financial-years-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{l('period')}</Table.Th>
                  <Table.Th>{l('deadline')}</Table.Th>
                  <Table.Th ta="right">{l('turnover')}</Table.Th>
                  <Table.Th ta="right">{l('balance')}</Table.Th>
                  <Table.Th ta="right">{l('employees')}</Table.Th>
                  <Table.Th>{l('conditions')}</Table.Th>
                  <Table.Th>{l('evidence')}</Table.Th>
                  <Table.Th>{l('confirmed')}</Table.Th>
                  {canEdit && <Table.Th aria-label={l('actionsColumn')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {newestFirst.map((y) => (
                  <YearRow key={y.id} y={y} companyId={companyId} canEdit={canEdit} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {adding && <FinancialYearModal companyId={companyId} opened onClose={() => setAdding(false)} />}
      <ImportYearsModal companyId={companyId} opened={importing} onClose={() => setImporting(false)} />
    </Paper>
  );
}
