import { openDatabase } from '../apps/server/src/db/client.ts';
const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 2 });
const t = performance.now();
await d.migrate();
console.log('migrated in', ((performance.now() - t) / 1000).toFixed(1), 's');
await d.close();
