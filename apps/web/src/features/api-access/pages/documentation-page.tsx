import { Accordion, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { useDocumentation } from '../api/get-documentation.ts';
import { MethodBadge, OperationDetails } from '../components/operation-details.tsx';
import { groupByTag } from '../openapi.ts';

/** /documentation: the API's OpenAPI document, readable: operations grouped by tag. */
export function DocumentationPage() {
  const { t } = useTranslation();
  const query = useDocumentation();
  if (!query.isSuccess) return queryFallback(query);
  const doc = query.data;
  const groups = groupByTag(doc);

  return (
    <Stack gap="lg">
      <PageHeader title={t('apiAccess.docs.title')} />
      <Text c="dimmed">
        {doc.info?.title} {doc.info?.version && `· ${doc.info.version}`}
      </Text>
      {doc.info?.description && <Text size="sm">{doc.info.description}</Text>}
      {groups.map(([tag, ops]) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <Title order={2} fz="h3" id={`tag-${tag}`} mb="xs" tt="capitalize">
            {tag}
          </Title>
          <Accordion variant="separated" multiple>
            {ops.map((op) => (
              <Accordion.Item key={`${op.method} ${op.path}`} value={`${op.method} ${op.path}`}>
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap">
                    <MethodBadge method={op.method} />
                    <Code>{op.path}</Code>
                    <Text size="sm" c="dimmed" truncate>
                      {op.summary}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <OperationDetails doc={doc} op={op} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
