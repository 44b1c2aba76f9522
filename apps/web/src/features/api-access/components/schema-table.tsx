import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OpenApiDocument, type OpenApiSchema, resolveRef, typeLabel } from '../openapi.ts';

interface Row {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

/** The fields of an object schema, nested objects and arrays of objects as dotted names. */
export function schemaRows(doc: OpenApiDocument, raw: OpenApiSchema, prefix = '', depth = 0): Row[] {
  const schema = resolveRef(doc, raw);
  const rows: Row[] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    rows.push({
      name,
      type: typeLabel(doc, prop),
      required: schema.required?.includes(key) ?? false,
      description: resolveRef(doc, prop).description,
    });
    if (depth >= 3) continue;
    const inner = resolveRef(doc, prop);
    if (inner.properties) rows.push(...schemaRows(doc, inner, name, depth + 1));
    else if (inner.items && resolveRef(doc, inner.items).properties) {
      rows.push(...schemaRows(doc, inner.items, `${name}[]`, depth + 1));
    }
  }
  return rows;
}

/** A table of a request body's fields: name, type, whether required, description. */
export function SchemaTable({ doc, schema }: { doc: OpenApiDocument; schema: OpenApiSchema }) {
  const { t } = useTranslation();
  const rows = schemaRows(doc, schema);
  if (rows.length === 0) return <Code>{typeLabel(doc, schema)}</Code>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiAccess.docs.field')}</Table.Th>
            <Table.Th>{t('apiAccess.docs.type')}</Table.Th>
            <Table.Th>{t('apiAccess.docs.required')}</Table.Th>
            <Table.Th>{t('apiAccess.docs.description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>
                <Code>{row.name}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {row.type}
                </Text>
              </Table.Td>
              <Table.Td>{row.required ? t('common.yes') : t('common.no')}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
