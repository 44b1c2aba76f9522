import { ActionIcon, Box, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronRightIcon } from '../icons.tsx';
import type { RowsProps } from './data-table-rows.tsx';
import { isRowClick, toggleKey } from './row-interaction.ts';

/** The mobile layout: one card per record, its primary column as the title and the rest as label/value lines. */
export function DataTableCards<T>({
  records,
  columns,
  rowKey,
  rowLabel,
  rowHref,
  withLinkArrow,
  selection,
  renderCard,
}: RowsProps<T> & { renderCard?: (row: T) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const details = columns.filter((c) => c !== primary && !c.hideInCard);

  return (
    <Stack gap="sm" role="list">
      {records.map((row) => {
        const key = rowKey(row);
        const name = rowLabel?.(row);
        const href = rowHref?.(row);
        const selected = selection?.selectedKeys.includes(key) ?? false;
        return (
          <Paper
            key={key}
            role="listitem"
            withBorder
            p="sm"
            radius="md"
            data-selected={selected || undefined}
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            style={href ? { cursor: 'pointer' } : undefined}
            onClick={(e) => {
              if (href && isRowClick(e)) navigate(href);
            }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selection && (
                <Checkbox
                  mt={2}
                  checked={selected}
                  onChange={() => selection.onChange(toggleKey(selection.selectedKeys, key))}
                  aria-label={name ? t('ui.dataTable.selectNamed', { name }) : t('ui.dataTable.selectRow')}
                />
              )}
              {/* A long word (an email, a file name) breaks inside the card instead of widening the page. */}
              <Box flex={1} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {renderCard ? (
                  renderCard(row)
                ) : (
                  <Stack gap="xs">
                    {primary && <Box fw={600}>{primary.render(row)}</Box>}
                    <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
                      {details.map((column) => (
                        // miw 0: a long value wraps inside its half of the card instead of widening it
                        <Box key={column.key} miw={0}>
                          <Text component="dt" size="xs" c="dimmed">
                            {column.title}
                          </Text>
                          <Box component="dd" m={0} fz="sm">
                            {column.render(row)}
                          </Box>
                        </Box>
                      ))}
                    </SimpleGrid>
                  </Stack>
                )}
              </Box>
              {href && withLinkArrow && (
                <ActionIcon
                  component={Link}
                  to={href}
                  variant="subtle"
                  color="gray"
                  aria-label={name ? t('ui.dataTable.openNamed', { name }) : t('ui.dataTable.open')}
                >
                  <ChevronRightIcon />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
