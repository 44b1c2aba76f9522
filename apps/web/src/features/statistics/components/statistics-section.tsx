import { Box, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TStatisticsSection } from '@statera/shared';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { DonutChart } from '../../../components/charts/donut-chart.tsx';
import { formatPercent, formatPounds } from '../../../lib/format.ts';

type Row = TStatisticsSection['rows'][number];
type ValueType = TStatisticsSection['columns'][number]['type'];

/** The row summing the rows a section does not show one by one (the server's "others"). */
export const isOthers = (row: Row) => row.labelKind === 'key' && row.label === 'others';

/** A row's label: a name as it is, a key translated (statistics.values.*), a month as "Mar 2026". */
export function rowLabel(t: TFunction, row: Row): string {
  if (row.labelKind === 'month') return dayjs(`${row.label}-01`).format('MMM YYYY');
  if (row.labelKind === 'key') return t(`statistics.values.${row.label}`, { count: row.folded });
  return row.label || t('statistics.values.unnamed');
}

/** A value as its column shows it (pounds, a percentage, days, a count); no value: a dash. */
export function formatValue(t: TFunction, type: ValueType, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (type === 'money') return formatPounds(value);
  if (type === 'percent') return formatPercent(value);
  if (type === 'days') return t('statistics.days', { count: Math.round(value * 10) / 10 });
  return value.toLocaleString('en-GB');
}

function SectionChart({ section, title }: { section: TStatisticsSection; title: string }) {
  const { t } = useTranslation();
  const first = section.chartColumns[0];
  const typeOf = (key: string) => section.columns.find((c) => c.key === key)?.type ?? 'count';
  if (section.chart === 'none' || !first) return null;
  if (section.chart === 'donut') {
    return (
      <DonutChart
        title={title}
        data={section.rows.map((r) => ({ name: rowLabel(t, r), value: r.values[first] ?? 0 }))}
        valueFormatter={(v) => formatValue(t, typeOf(first), v)}
      />
    );
  }
  const named = section.rows.some((r) => r.labelKind === 'text');
  // The row summing the rest (thousands of departments, say) is no bar to compare with one: the table keeps it.
  const bars = section.rows.filter((r) => !isOthers(r));
  return (
    <BarChart
      title={title}
      data={bars.map((r) => ({
        label: rowLabel(t, r),
        ...Object.fromEntries(section.chartColumns.map((c) => [c, r.values[c] ?? 0])),
      }))}
      categoryKey="label"
      series={section.chartColumns.map((c) => ({ key: c, label: t(`statistics.columns.${c}`) }))}
      stacked={section.chart === 'stacked_bar'}
      integers={typeOf(first) === 'count'}
      horizontal={named}
      withDataTable={false}
      height={named ? Math.max(180, bars.length * 36) : 260}
      valueFormatter={(v) => formatValue(t, typeOf(first), v)}
    />
  );
}

/** One section of a statistics page: its chart a manager reads at a glance, and the table behind it. */
export function StatisticsSection({ section }: { section: TStatisticsSection }) {
  const { t } = useTranslation();
  const title = t(`statistics.sections.${section.key}`);
  const empty = section.rows.length === 0 || section.rows.every((r) => Object.values(r.values).every((v) => !v));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-section={section.key}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('statistics.emptySection')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: section.chart === 'donut' ? 2 : 1 }} spacing="lg">
            <Box aria-hidden={false}>
              <SectionChart section={section} title={t('statistics.chartOf', { title })} />
            </Box>
            <Table.ScrollContainer minWidth={Math.min(720, 200 + section.columns.length * 110)}>
              <Table striped withTableBorder verticalSpacing={6} fz="sm" aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`statistics.rowHeads.${section.key}`, t('statistics.rowHeads.default'))}</Table.Th>
                    {section.columns.map((c) => (
                      <Table.Th key={c.key} ta="right">
                        {t(`statistics.columns.${c.key}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.rows.map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {rowLabel(t, r)}
                      </Table.Th>
                      {section.columns.map((c) => (
                        <Table.Td key={c.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatValue(t, c.type, r.values[c.key])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
