import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePeriodFilter, type DatePeriodValue } from '../../../components/date-period-filter.tsx';
import {
  formatDate,
  formatDateTime,
  formatDefaultDateTime,
  formatPounds,
  formatShortDate,
  shortenFileName,
} from '../../../lib/format.ts';
import { DemoSection } from './demo-section.tsx';

const MOMENT = '2026-03-05T14:07:09Z';
const AMOUNTS = [0, 1234.5, 999_999.99, 999_999.995, 1_250_000, 25_840_000, -2_000_000];
const NAMES = [
  'contract.pdf',
  'a-rather-long-contract-for-services-2026-final-signed.pdf',
  'no-extension-but-a-very-long-document-name',
];
const NONE: DatePeriodValue = { period: '', dateFrom: '', dateTo: '' };

/** Formatting of spec §9 (money with its millions form, dates, document names) and the date presets. */
export function FormatDemo() {
  const { t } = useTranslation();
  const [listPeriod, setListPeriod] = useState(NONE);
  const [statsPeriod, setStatsPeriod] = useState<DatePeriodValue>({ period: 'lastYear', dateFrom: '', dateTo: '' });
  const f = (k: string) => t(`devUi.format.${k}`);
  const rows: [string, string, string][] = [
    ...AMOUNTS.map((n): [string, string, string] => [f('money'), String(n), formatPounds(n)]),
    [f('date'), MOMENT, formatDate(MOMENT)],
    [f('shortDate'), MOMENT, formatShortDate(MOMENT)],
    [f('dateTime'), MOMENT, formatDateTime(MOMENT)],
    [f('defaultDateTime'), MOMENT, formatDefaultDateTime(MOMENT)],
    ...NAMES.map((n): [string, string, string] => [f('documentName'), n, shortenFileName(n)]),
  ];
  return (
    <DemoSection title={t('devUi.sections.format')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder aria-label={t('devUi.sections.format')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{f('kind')}</Table.Th>
                <Table.Th>{f('input')}</Table.Th>
                <Table.Th>{f('shown')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(([kind, input, shown]) => (
                <Table.Tr key={`${kind}-${input}`}>
                  <Table.Td>{kind}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{input}</Table.Td>
                  <Table.Td>{shown}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap="sm">
          <Text fw={600}>{f('presets')}</Text>
          <Group align="flex-start" gap="lg">
            <DatePeriodFilter label={f('listPeriod')} value={listPeriod} onChange={setListPeriod} withinPortal />
            <DatePeriodFilter
              label={f('statisticsPeriod')}
              presets="statistics"
              value={statsPeriod}
              onChange={setStatsPeriod}
              withinPortal
            />
          </Group>
        </Stack>
      </SimpleGrid>
    </DemoSection>
  );
}
