import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TEngagementLiability } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../../../lib/format.ts';

/** The money at stake per tax year: PAYE income tax, both NICs, the levy; gross, the estimated set-off, net. */
export function ExposureTable({ exposure }: { exposure: TEngagementLiability['exposure'] }) {
  const { t } = useTranslation();
  const c = (k: string) => t(`offPayroll.card.${k}`);
  const estimate = (
    <Badge size="xs" color="yellow" variant="light" ml={4}>
      {t('offPayroll.estimate')}
    </Badge>
  );
  const money = (v: number) => <Table.Td ta="right">{formatPence(v)}</Table.Td>;
  const note = (y: TEngagementLiability['exposure']['years'][number]) =>
    [t(`offPayroll.card.yearRegime.${y.regime}`), t(`offPayroll.card.ratesStatus.${y.ratesStatus}`)]
      .filter(Boolean)
      .join(' · ');
  const tot = exposure.totals;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing={6} striped withTableBorder aria-label={c('exposureTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c('year')}</Table.Th>
              <Table.Th ta="right">{c('payment')}</Table.Th>
              <Table.Th ta="right">{c('incomeTax')}</Table.Th>
              <Table.Th ta="right">{c('employeeNic')}</Table.Th>
              <Table.Th ta="right">{c('employerNic')}</Table.Th>
              <Table.Th ta="right">{c('levy')}</Table.Th>
              <Table.Th ta="right">{c('gross')}</Table.Th>
              <Table.Th ta="right">
                <Group gap={0} justify="flex-end" wrap="nowrap">
                  {c('setOff')}
                </Group>
              </Table.Th>
              <Table.Th ta="right">{c('net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exposure.years.map((y) => (
              <Table.Tr key={y.taxYear}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {y.label}
                  </Text>
                  {note(y) && (
                    <Text size="xs" c="dimmed">
                      {note(y)}
                    </Text>
                  )}
                </Table.Td>
                {money(y.payment)}
                {money(y.incomeTax)}
                {money(y.employeeNic)}
                {money(y.employerNic)}
                {money(y.apprenticeshipLevy)}
                {money(y.gross)}
                {money(y.setOffEstimate)}
                {money(y.net)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{c('total')}</Table.Td>
              {money(tot.payment)}
              {money(tot.incomeTax)}
              {money(tot.employeeNic)}
              {money(tot.employerNic)}
              {money(tot.apprenticeshipLevy)}
              {money(tot.gross)}
              <Table.Td ta="right">
                {formatPence(tot.setOffEstimate)}
                {estimate}
              </Table.Td>
              <Table.Td ta="right">
                {formatPence(tot.net)}
                {estimate}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {c('estimateNote')}
      </Text>
    </Stack>
  );
}
