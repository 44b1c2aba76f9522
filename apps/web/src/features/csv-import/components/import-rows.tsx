import { Badge, Card, Group, Pagination, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import { CSV_COLUMNS, LIMITS, type TCsvEntity, type TCsvRow } from '@statera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../../../lib/use-viewport.ts';

interface Props {
  entity: TCsvEntity;
  rows: readonly TCsvRow[];
  /** Start with the rows with errors only (after a failed import). */
  errorsOnly?: boolean;
}

const hasErrors = (row: TCsvRow) => Object.keys(row.errors).length > 0;

/**
 * The rows of a file with their errors per cell (spec §8: the first error of a field is shown): a
 * table of every column on wider screens, cards of the faulty cells on a phone; 20 rows a page.
 */
export function ImportRows({ entity, rows, errorsOnly = false }: Props) {
  const { t } = useTranslation();
  const mobile = useViewport() === 'mobile';
  const [onlyErrors, setOnlyErrors] = useState(errorsOnly || rows.filter(hasErrors).length > 0);
  const [page, setPage] = useState(1);
  const shown = useMemo(() => (onlyErrors ? rows.filter(hasErrors) : rows), [rows, onlyErrors]);
  const pages = Math.max(1, Math.ceil(shown.length / LIMITS.pageSize));
  const current = shown.slice((page - 1) * LIMITS.pageSize, page * LIMITS.pageSize);
  const columns = CSV_COLUMNS[entity];
  const header = (field: string) => t(`csvImport.columns.${entity}.${field}`);
  const message = (row: TCsvRow, field: string) => {
    const key = row.errors[field]?.[0];
    return key ? t(key, { max: 191 }) : null;
  };

  return (
    <Stack gap="sm">
      <Switch
        label={t('csvImport.preview.onlyErrors')}
        checked={onlyErrors}
        onChange={(e) => {
          setOnlyErrors(e.currentTarget.checked);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{t(onlyErrors ? 'csvImport.preview.noErrorRows' : 'common.noRecordsFound')}</Text>
      ) : mobile ? (
        <Stack gap="xs" data-testid="import-rows">
          {current.map((row) => (
            <Card key={row.line} withBorder padding="sm" radius="md">
              <Group justify="space-between" mb={4}>
                <Text fw={600}>{t('csvImport.preview.line', { line: row.line })}</Text>
                {hasErrors(row) ? (
                  <Badge color="red">
                    {t('csvImport.preview.errorCount', { count: Object.keys(row.errors).length })}
                  </Badge>
                ) : (
                  <Badge color="teal">{t('csvImport.preview.ok')}</Badge>
                )}
              </Group>
              {(hasErrors(row) ? columns.filter((c) => row.errors[c.field]) : columns.slice(0, 2)).map((c) => (
                <Text key={c.field} size="sm">
                  <Text span c="dimmed">
                    {header(c.field)}:{' '}
                  </Text>
                  {row.values[c.field] || '—'}
                  {message(row, c.field) && (
                    <Text span c="red" size="sm" display="block">
                      {message(row, c.field)}
                    </Text>
                  )}
                </Text>
              ))}
            </Card>
          ))}
        </Stack>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Table withTableBorder withColumnBorders striped highlightOnHover fz="sm" data-testid="import-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('csvImport.preview.lineHeader')}</Table.Th>
                <Table.Th style={{ minWidth: 140 }}>{t('csvImport.preview.errorsIn')}</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.field} style={{ whiteSpace: 'nowrap' }}>
                    {header(c.field)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>
                    {hasErrors(row) ? (
                      <Text size="sm" c="red" fw={500}>
                        {columns
                          .filter((c) => row.errors[c.field])
                          .map((c) => header(c.field))
                          .join(', ')}
                      </Text>
                    ) : (
                      <Text size="sm" c="teal">
                        {t('csvImport.preview.ok')}
                      </Text>
                    )}
                  </Table.Td>
                  {columns.map((c) => {
                    const error = message(row, c.field);
                    return (
                      <Table.Td
                        key={c.field}
                        aria-invalid={error ? true : undefined}
                        style={{
                          minWidth: 120,
                          maxWidth: 260,
                          background: error ? 'var(--mantine-color-red-light)' : undefined,
                        }}
                      >
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {row.values[c.field] ?? ''}
                        </Text>
                        {error && (
                          <Text size="xs" c="red" fw={500}>
                            {error}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
        />
      )}
    </Stack>
  );
}
