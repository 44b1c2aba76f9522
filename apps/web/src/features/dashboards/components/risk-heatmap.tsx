import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { HEATMAP_BANDS, listLinkHref, type TRiskHeatmap } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPounds } from '../../../lib/format.ts';

const BAND_COLOUR: Record<(typeof HEATMAP_BANDS)[number], string> = {
  high: 'red',
  medium: 'orange',
  low: 'teal',
  none: 'gray',
};

/** The shade of a cell: deeper the larger its share of the busiest cell of the map. */
const shadeOf = (value: number, max: number) => (value === 0 ? 0 : Math.min(5, 1 + Math.floor((value / max) * 4)));

export interface RiskHeatmapProps {
  heatmap: TRiskHeatmap;
  /** A switch between rows by company and by department (a group's admin). */
  byControl?: ReactNode;
}

/**
 * The portfolio risk heatmap: rows (clients, companies or departments) × the latest determination's
 * risk band; a cell is the active engagements and their contract value (and, for a company admin,
 * the money at stake if they were inside the rules), and opens exactly them.
 */
export function RiskHeatmap({ heatmap, byControl }: RiskHeatmapProps) {
  const { t } = useTranslation();
  const max = Math.max(1, ...heatmap.rows.flatMap((r) => HEATMAP_BANDS.map((b) => r.cells[b].engagements)));
  const cells = heatmap.rows.flatMap((r) => HEATMAP_BANDS.map((b) => r.cells[b]));
  // The off-payroll estimate (a company admin's heatmap): what PAYE would take if inside the rules.
  const withMoney = cells.some((c) => c.moneyAtStake !== null && c.engagements > 0);
  const totalAtStake = cells.reduce((n, c) => n + (c.moneyAtStake ?? 0), 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="heatmap-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="heatmap-title">
              {t('dashboard.heatmap.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.heatmap.description')}
            </Text>
            {withMoney && (
              <Text size="sm" c="dimmed">
                {t('dashboard.heatmap.atStakeNote', { value: formatPounds(totalAtStake) })}
              </Text>
            )}
          </Stack>
          {byControl}
        </Group>
        {heatmap.rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.heatmap.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="28%">{t(`dashboard.heatmap.by.${heatmap.by}`)}</Table.Th>
                  {HEATMAP_BANDS.map((b) => (
                    <Table.Th key={b} ta="center">
                      {t(`dashboard.heatmap.bands.${b}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {heatmap.rows.map((row) => (
                  <Table.Tr key={row.id ?? 'none'}>
                    <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {row.id === null ? t('dashboard.heatmap.noDepartment') : row.name}
                    </Table.Th>
                    {HEATMAP_BANDS.map((b) => {
                      const cell = row.cells[b];
                      const shade = shadeOf(cell.engagements, max);
                      const bg = shade === 0 ? undefined : `var(--mantine-color-${BAND_COLOUR[b]}-${shade})`;
                      return (
                        <Table.Td key={b} ta="center" style={{ background: bg }}>
                          <Anchor
                            component={Link}
                            to={listLinkHref(cell.link)}
                            c={shade >= 4 ? 'white' : 'inherit'}
                            fw={600}
                            aria-label={t('dashboard.heatmap.cellLabel', {
                              row: row.name || t('dashboard.heatmap.noDepartment'),
                              band: t(`dashboard.heatmap.bands.${b}`),
                              count: cell.engagements,
                              value: formatPounds(cell.contractValue),
                            })}
                          >
                            {cell.engagements.toLocaleString('en-GB')}
                          </Anchor>
                          <Text size="xs" c={shade >= 4 ? 'white' : 'dimmed'}>
                            {formatPounds(cell.contractValue)}
                          </Text>
                          {cell.moneyAtStake !== null && cell.engagements > 0 && (
                            <Text size="xs" c={shade >= 4 ? 'white' : 'dimmed'}>
                              {t('dashboard.heatmap.atStake', { value: formatPounds(cell.moneyAtStake) })}
                            </Text>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {heatmap.truncated && (
          <Text size="xs" c="dimmed">
            {t('dashboard.heatmap.truncated', { count: heatmap.rows.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The group admin's choice of rows: the group's companies or their departments. */
export function HeatmapBySwitch({
  value,
  onChange,
}: {
  value: 'company' | 'department';
  onChange: (v: 'company' | 'department') => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('dashboard.heatmap.byLabel')}
      value={value}
      onChange={(v) => onChange(v as 'company' | 'department')}
      data={[
        { value: 'company', label: t('dashboard.heatmap.by.company') },
        { value: 'department', label: t('dashboard.heatmap.by.department') },
      ]}
    />
  );
}
