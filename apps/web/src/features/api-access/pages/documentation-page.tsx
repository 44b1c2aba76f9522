import { Accordion, Box, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { useDocumentation } from '../api/get-documentation.ts';
import { MethodBadge, OperationDetails } from '../components/operation-details.tsx';
import { groupByTag } from '../openapi.ts';

/** A path that wraps after its slashes on a narrow screen (rather than inside a word). */
function breakablePath(path: string) {
  return path.split('/').map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one path, in order, never reordered
    <Fragment key={i}>
      {i > 0 && '/'}
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

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
          {/* A closed operation's details are not rendered (Mantine keeps them mounted, hidden, by
              default): the API's 240 operations and their schema tables made the page take seconds. */}
          <Accordion variant="separated" multiple keepMounted={false}>
            {ops.map((op) => (
              <Accordion.Item key={`${op.method} ${op.path}`} value={`${op.method} ${op.path}`}>
                <Accordion.Control data-operation>
                  {/* The whole path, wrapped where it must, with its summary under it: nothing cut. */}
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <MethodBadge method={op.method} />
                    <Box miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
                      <Code data-path>{breakablePath(op.path)}</Code>
                      {op.summary && (
                        <Text size="sm" c="dimmed" mt={2}>
                          {op.summary}
                        </Text>
                      )}
                    </Box>
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
