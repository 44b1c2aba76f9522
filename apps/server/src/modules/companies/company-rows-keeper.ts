import type { FastifyInstance } from 'fastify';
import { COMPANY_LIST_CHANGED_CHANNEL, CompanyRowsKeeper } from './company-all-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The whole company list's kept answers (GET companies?rows=ALL), trusted until the database announces a change. */
    companyRows: CompanyRowsKeeper;
  }
}

/** Methods that may change the list: once answered, the next request asks the database again. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Gives the app its keeper of the whole company list and connects it to the database's
 * announcements (LISTEN `company_list_changed`). Without a way to listen (a database stub that only
 * builds the route table) the keeper never trusts an answer without its stamp.
 */
export async function registerCompanyRowsKeeper(app: FastifyInstance): Promise<void> {
  const keeper = new CompanyRowsKeeper();
  app.decorate('companyRows', keeper);
  if (typeof app.database.listen !== 'function') return;
  const stop = await app.database.listen(COMPANY_LIST_CHANGED_CHANNEL, keeper.handlers);
  app.addHook('onClose', stop);
  // This process's own writes are seen by the very next request, before the announcement arrives.
  app.addHook('onSend', async (request) => {
    if (!READ_METHODS.has(request.method)) keeper.changed();
  });
}
