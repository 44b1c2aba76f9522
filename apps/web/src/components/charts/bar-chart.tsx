import '@mantine/charts/styles.css';
import { BarChart as MantineBar } from '@mantine/charts';
import { Box, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { chartColor } from './chart-colors.ts';

export interface BarSeries {
  /** Key of the value in each data row. */
  key: string;
  label: string;
}

export interface BarChartProps {
  /** Heading of the chart; also its accessible name. */
  title: string;
  /** One row per category: { [categoryKey]: 'March', approved: 4, returned: 1 }. */
  data: readonly Record<string, string | number>[];
  categoryKey: string;
  series: readonly BarSeries[];
  stacked?: boolean;
  horizontal?: boolean;
  height?: number;
  valueFormatter?: (value: number) => string;
  /** The values are whole numbers (counts): no 0.25 ticks on the value axis. */
  integers?: boolean;
  /**
   * Give screen readers a hidden table of the figures (default). Off where the page shows the same
   * figures in a table beside the chart (statistics sections): one table to read, not two.
   */
  withDataTable?: boolean;
}

/** A bar chart for dashboards (@mantine/charts), series coloured from the chart palette, with a hidden data table for screen readers. */
export function BarChart({
  title,
  data,
  categoryKey,
  series,
  stacked = false,
  horizontal = false,
  height = 260,
  valueFormatter = String,
  integers = false,
  withDataTable = true,
}: BarChartProps) {
  const captionId = useId();
  return (
    <Stack gap="sm" component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" fw={600} id={captionId}>
        {title}
      </Text>
      <Box aria-hidden>
        <MantineBar
          h={height}
          data={[...data]}
          dataKey={categoryKey}
          type={stacked ? 'stacked' : 'default'}
          orientation={horizontal ? 'vertical' : 'horizontal'}
          series={series.map((s, i) => ({ name: s.key, label: s.label, color: chartColor(i) }))}
          withLegend={series.length > 1}
          valueFormatter={valueFormatter}
          tickLine="none"
          {...(integers &&
            (horizontal ? { xAxisProps: { allowDecimals: false } } : { yAxisProps: { allowDecimals: false } }))}
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      {withDataTable && (
        <VisuallyHidden>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{title}</Table.Th>
                {series.map((s) => (
                  <Table.Th key={s.key} scope="col">
                    {s.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row) => (
                <Table.Tr key={String(row[categoryKey])}>
                  <Table.Th scope="row">{row[categoryKey]}</Table.Th>
                  {series.map((s) => (
                    <Table.Td key={s.key}>{valueFormatter(Number(row[s.key] ?? 0))}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      )}
    </Stack>
  );
}
