import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { useTestApp } from '../test/helpers/test-app.ts';

const ctx = useTestApp();
it('dumps', async () => {
  const res = await ctx.app.inject({ url: '/api/documentation/public' });
  const doc = res.json();
  writeFileSync(process.env.OUT ?? '/tmp/s12/openapi.json', JSON.stringify(doc, null, 1));
});
