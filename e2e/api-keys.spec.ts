import { DEMO_PASSWORD } from '../packages/shared/src/demo.ts';
import { expect, test } from './support/fixtures.ts';

test('an API user makes a scoped key, calls the public API with it, and revokes it', async ({ page, signIn }) => {
  await signIn('apiUser', '/api-key-generator');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  // the demo's keys: a live payroll sync used yesterday, a read-only one, a revoked one
  const list = page.getByRole('table', { name: 'Your keys' });
  await expect(list.getByText('Payroll sync (Workday)')).toBeVisible();
  await expect(list.getByText('Revoked', { exact: true })).toBeVisible();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/api-keys-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('textbox', { name: 'Name' }).fill('Bullhorn sync');
  await page.getByRole('checkbox', { name: /Read engagements/ }).check();
  await page.getByRole('button', { name: 'Make key' }).click();
  // the password confirmation
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await confirm.getByRole('button', { name: /Confirm|Continue/ }).click();
  const secret = ((await page.getByTestId('api-key').textContent()) ?? '').trim();
  expect(secret).toMatch(/^st_/);
  await page.screenshot({ path: 'test-results/api-keys-made-1440.png', fullPage: true });

  const me = await page.request.get('/api/v1/me', { headers: { 'X-Api-Key': secret } });
  expect(me.status()).toBe(200);
  expect((await me.json()).scopes).toEqual(['engagements:read']);
  expect(me.headers()['ratelimit-limit']).toBe('120');
  const refused = await page.request.post('/api/v1/engagements', {
    headers: { 'X-Api-Key': secret, 'Idempotency-Key': 'e2e-1' },
    data: {},
  });
  expect([400, 403]).toContain(refused.status());

  await page.getByRole('button', { name: 'Revoke: Bullhorn sync' }).click();
  await page.getByRole('dialog', { name: 'Revoke "Bullhorn sync"?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('"Bullhorn sync" was revoked.')).toBeVisible();
  expect((await page.request.get('/api/v1/me', { headers: { 'X-Api-Key': secret } })).status()).toBe(401);
});
