import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OpenApiDocument, type Operation, typeLabel } from '../openapi.ts';
import { SchemaTable } from './schema-table.tsx';

export const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'teal',
  PUT: 'orange',
  PATCH: 'grape',
  DELETE: 'red',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    // A fixed width that never shrinks: the paths beside the badges start on one line.
    <Badge
      color={METHOD_COLORS[method] ?? 'gray'}
      variant="filled"
      w={72}
      miw={72}
      radius="sm"
      style={{ flexShrink: 0 }}
      data-method
    >
      {method}
    </Badge>
  );
}

/** One operation: description, parameters, request body fields and responses. */
export function OperationDetails({ doc, op }: { doc: OpenApiDocument; op: Operation }) {
  const { t } = useTranslation();
  const body = op.requestBody?.content?.['application/json']?.schema;
  return (
    <Stack gap="sm">
      {op.description && <Text size="sm">{op.description}</Text>}
      {op.parameters && op.parameters.length > 0 && (
        <div>
          <Title order={4} fz="sm" mb={4}>
            {t('apiAccess.docs.parameters')}
          </Title>
          {/* Scrolls inside the panel on a phone rather than being cut at its edge. */}
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder fz="sm">
              <Table.Tbody>
                {op.parameters.map((p) => (
                  <Table.Tr key={`${p.in}:${p.name}`}>
                    <Table.Td>
                      <Code>{p.name}</Code>
                    </Table.Td>
                    <Table.Td>{p.in}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {p.schema ? typeLabel(doc, p.schema) : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{p.required ? t('apiAccess.docs.required') : t('apiAccess.docs.optional')}</Table.Td>
                    <Table.Td>{p.description}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
      {body && (
        <div>
          <Title order={4} fz="sm" mb={4}>
            {t('apiAccess.docs.requestBody')}
          </Title>
          <SchemaTable doc={doc} schema={body} />
        </div>
      )}
      {op.responses && (
        <div>
          <Title order={4} fz="sm" mb={4}>
            {t('apiAccess.docs.responses')}
          </Title>
          {/* One line per answer: the status code as a fixed-width badge, its meaning beside it (long
              descriptions in a pill wrapped centred and read badly on a phone). */}
          <Stack gap={4}>
            {Object.entries(op.responses).map(([status, r]) => (
              <Group key={status} gap="xs" wrap="nowrap" align="flex-start">
                <Badge
                  variant="light"
                  color={status.startsWith('2') ? 'teal' : 'gray'}
                  w={48}
                  miw={48}
                  style={{ flexShrink: 0 }}
                >
                  {status}
                </Badge>
                <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {r.description && r.description !== 'Default Response' ? r.description : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
