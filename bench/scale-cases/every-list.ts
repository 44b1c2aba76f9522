/**
 * Issue 30 item 12: every list operation of the API on the scale dataset, beyond the engagement,
 * assessment, company and statistics cases of bench/scale.bench.ts. A test
 * (apps/server/test/bench-coverage.test.ts) reads the OpenAPI document and fails when a list
 * operation (a GET answering an array, or `{ data: [...] }`) is named by no `${api}/…` URL of
 * bench/scale.bench.ts or this directory.
 */
export interface ListContext {
  api: string;
  measure: (title: string, url: string, authorization?: string) => Promise<void>;
  tokens: { provider: string; admin: string; lead: string; apiUser: string; apiKey: string };
  ids: {
    providerAdmin: string;
    bigAdmin: string;
    bigSpecialist: string;
    group: string;
    subsidiary: string;
    engagement: string;
    engagedEntity: string;
    agency: string;
    appeal: string;
    assessment: string;
    webhookEndpoint: string;
  };
}

export async function measureEveryList({ api, measure, tokens, ids }: ListContext) {
  const { provider, admin, lead, apiUser, apiKey } = tokens;
  const g = ids.group;
  // People and companies.
  await measure('list: users of a 20k group (client admin)', `${api}/companies/${g}/users?rows=20&page=1`, admin);
  await measure('list: gt-user-options (provider admin)', `${api}/gt-user-options`, provider);
  await measure('list: gt-managers (provider admin)', `${api}/gt-managers`, provider);
  await measure('list: api-keys (the API user)', `${api}/api-keys`, apiUser);
  await measure('list: sms-messages (provider admin)', `${api}/sms-messages?rows=20&page=1`, provider);
  await measure('list: company-options (provider admin, 2k)', `${api}/company-options`, provider);
  await measure('list: departments of a 20k group', `${api}/companies/${g}/departments`, admin);
  await measure('list: user-options of a 20k group', `${api}/companies/${g}/user-options`, admin);
  await measure('list: subcompany-list of a 20k group', `${api}/companies/${g}/subcompany-list?rows=20&page=1`, admin);
  await measure('list: subcompany-options of a 20k group', `${api}/companies/${g}/subcompany-options`, admin);
  await measure(
    'list: companies of the provider admin (users/{id}/companies)',
    `${api}/users/${ids.providerAdmin}/companies?rows=20&page=1`,
    provider,
  );
  await measure(
    'list: company-options of the provider admin (users/{id}/company-options)',
    `${api}/users/${ids.providerAdmin}/company-options`,
    provider,
  );
  await measure('list: sectors', `${api}/sectors`, admin);
  // Engagements and what hangs from them.
  await measure('list: engagement history', `${api}/engagements/${ids.engagement}/history?rows=20&page=1`, admin);
  await measure(
    'list: engagements of a 20k group (companies/{id})',
    `${api}/companies/${g}/engagements?rows=20&page=1`,
    admin,
  );
  await measure(
    'list: engagements of a 20k group admin (users/{id})',
    `${api}/users/${ids.bigAdmin}/engagements?rows=20&page=1`,
    admin,
  );
  await measure(
    'list: engagements of the busy specialist (users/{id}, 60k seats, as the client admin)',
    `${api}/users/${ids.bigSpecialist}/engagements?rows=20&page=1`,
    admin,
  );
  await measure(
    'list: assessments of the busy specialist (users/{id}, 60k, as the client admin)',
    `${api}/users/${ids.bigSpecialist}/assessments?rows=20&page=1`,
    admin,
  );
  await measure('list: engaged entities of a 20k group (options)', `${api}/companies/${g}/engaged-entities`, admin);
  await measure(
    'list: engagements of an engaged entity',
    `${api}/engaged-entities/${ids.engagedEntity}/engagements?rows=20&page=1`,
    admin,
  );
  await measure(
    'list: assessments of an engaged entity',
    `${api}/engaged-entities/${ids.engagedEntity}/assessments?rows=20&page=1`,
    admin,
  );
  await measure(
    'list: engaged individuals of a 20k group (options)',
    `${api}/companies/${g}/engaged-individuals`,
    admin,
  );
  await measure(
    'list: engaged-individual-roles of a 20k group',
    `${api}/companies/${g}/engaged-individual-roles`,
    admin,
  );
  await measure('list: agencies of a 20k group', `${api}/companies/${g}/agencies?rows=20&page=1`, admin);
  await measure('list: agencies-select-options of a 20k group', `${api}/companies/${g}/agencies-select-options`, admin);
  await measure('list: engagements of an agency', `${api}/agencies/${ids.agency}/engagements?rows=20&page=1`, admin);
  await measure(
    'list: contractor-report-history-mails',
    `${api}/engagements/${ids.engagement}/contractor-report-history-mails`,
    admin,
  );
  await measure(
    'list: email-changelogs of an engagement',
    `${api}/email-changelogs?engagementId=${ids.engagement}`,
    admin,
  );
  await measure('list: appeals of an engagement', `${api}/engagements/${ids.engagement}/appeals?rows=20&page=1`, admin);
  await measure(
    'list: appeals of an engaged entity',
    `${api}/engaged-entities/${ids.engagedEntity}/appeals?rows=20&page=1`,
    admin,
  );
  await measure('list: history-mails of an appeal', `${api}/appeal/${ids.appeal}/history-mails`, lead);
  await measure(
    'list: documents of an engagement',
    `${api}/engagements/${ids.engagement}/documents?page=1&perPage=20`,
    admin,
  );
  await measure(
    'list: contract-changes of an engagement',
    `${api}/engagements/${ids.engagement}/contract-changes`,
    admin,
  );
  // Platform.
  await measure('list: maintenance-windows', `${api}/maintenance-windows`, provider);
  await measure('list: user-guidances', `${api}/user-guidances?rows=20&page=1`, provider);
  await measure('list: user-guidances/unseen', `${api}/user-guidances/unseen`, admin);
  await measure('list: features (provider admin, 5k)', `${api}/features?rows=20&page=1`, provider);
  await measure('list: features of a 20k group', `${api}/companies/${g}/features?rows=20&page=1`, provider);
  // Integrations: the public API (the group's API key) and webhooks.
  await measure('list: v1 engagements (API key, 20k group)', `${api}/v1/engagements?limit=50`, apiKey);
  await measure('list: v1 statements of an assessment', `${api}/v1/assessments/${ids.assessment}/statements`, apiKey);
  await measure('list: v1 appeals (API key, 20k group)', `${api}/v1/appeals?limit=50`, apiKey);
  await measure('list: v1 webhooks (API key)', `${api}/v1/webhooks`, apiKey);
  await measure('list: webhooks of a group', `${api}/companies/${g}/webhooks`, admin);
  await measure(
    'list: webhook deliveries (5,000)',
    `${api}/companies/${g}/webhooks/${ids.webhookEndpoint}/deliveries?page=1`,
    admin,
  );
}
