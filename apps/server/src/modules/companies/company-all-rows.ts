import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  COMPANY_LIST_COLUMNS,
  type TCompanyListColumn,
  type TCompanyListItem,
  type TCompanyListQuery,
} from '@statera/shared';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ListenHandlers } from '../../db/listen.ts';
import { rowsOf } from '../../db/rows.ts';
import { Announcements } from '../../lib/announcements.ts';
import { invalid } from '../../lib/app-error.ts';
import { managedScope } from './company.repository.ts';
import { queryCompanies } from './company-list.service.ts';

/**
 * GET companies?rows=ALL (the spec's all-companies admin list, provider admins): every company at
 * once, each row holding its id and the columns asked for (`columns[]`). Building it costs what 2,036
 * list items cost (their managers, administrators and counts: 150 ms of server CPU and 70 ms of
 * PostgreSQL for 700 KB on the scale dataset), so the JSON answer is kept per process and served
 * again while the records it was made of have not changed.
 *
 * Whether they changed is asked of PostgreSQL on every request, in one cheap statement (a stamp):
 * the sum of a hash of (id, xmin) over the rows the asked columns come from — every company; the
 * administrators' and managers' users when those columns are asked; the company counters when the
 * counts are. Every insert, update or delete of such a row gives it a new xmin or removes it, so the
 * stamp moves with any committed change (a false match needs a 64-bit collision; a vacuum freezing
 * rows, or a change to a column the list does not show, only costs a rebuild). The answer is built
 * in a repeatable-read snapshot together with its own stamp, so what is kept is exactly the state the
 * stamp names; a request that reads a newer stamp rebuilds. The stamp is asked only when the
 * database announced a change since the answer was confirmed, or when the keeper cannot listen
 * (`CompanyRowsKeeper`): a list nobody changes costs no statement at all.
 */
export interface AllRowsAnswer {
  /** A weak validator (the same rows in any content coding): `W/"…"`. */
  etag: string;
  /** The JSON as bytes in the coding asked for (null: none), compressed once per kept answer. */
  encoded(coding: 'br' | 'gzip' | null): Promise<Buffer>;
}

interface Kept extends AllRowsAnswer {
  stamp: string;
  size: number;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** An answer whose compressed forms are made on first demand and kept with it. */
function keepable(stamp: string, json: string): Kept {
  const body = Buffer.from(json);
  const coded = new Map<'br' | 'gzip', Promise<Buffer>>();
  const compress = (coding: 'br' | 'gzip') =>
    coding === 'br'
      ? brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gz(body, { level: 6 });
  return {
    stamp,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    size: body.length,
    encoded: (coding) => {
      if (!coding) return Promise.resolve(body);
      let made = coded.get(coding);
      if (!made) {
        made = compress(coding);
        coded.set(coding, made);
      }
      return made;
    },
  };
}

const COUNTS: readonly TCompanyListColumn[] = ['engagementCount', 'activeEngagementCount'];
const PEOPLE: readonly TCompanyListColumn[] = ['manager', 'administrators'];

/** The stamp of the rows `columns` come from, in the caller's snapshot. */
async function stampOf(db: DbOrTx, columns: readonly TCompanyListColumn[]): Promise<string> {
  const part = (table: SQL, where = sql``) =>
    sql`(select coalesce(sum(hashtextextended(id::text || ':' || xmin::text, 0)), 0) from ${table} ${where})::text`;
  const parts = [part(sql`companies`)];
  if (columns.some((c) => PEOPLE.includes(c)))
    parts.push(
      part(sql`users`, sql`where role in ('client_admin', 'company_admin', 'provider_admin', 'provider_user')`),
    );
  if (columns.some((c) => COUNTS.includes(c)))
    parts.push(
      sql`(select coalesce(sum(hashtextextended(company_id::text || ':' || xmin::text, 0)), 0) from company_counters)::text`,
    );
  const [row] = rowsOf<{ stamp: string }>(
    await db.execute(sql`select concat_ws('/', ${sql.join(parts, sql`, `)}) as stamp`),
  );
  return row!.stamp;
}

const pick = (item: TCompanyListItem, columns: readonly TCompanyListColumn[]) => {
  const row: Record<string, unknown> = { id: item.id };
  for (const c of columns) row[c] = item[c];
  return row;
};

/** The answer and its stamp, read in one snapshot. */
async function build(
  db: Db,
  actor: Actor,
  q: TCompanyListQuery,
  columns: readonly TCompanyListColumn[],
): Promise<Kept> {
  return db.transaction(
    async (tx) => {
      const stamp = await stampOf(tx, columns);
      const page = await queryCompanies(tx, actor, q, managedScope(actor));
      return keepable(stamp, JSON.stringify({ ...page, data: page.data.map((item) => pick(item, columns)) }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The channel the database announces changes to the list's rows on (migration 0041_company_list_changes). */
export const COMPANY_LIST_CHANGED_CHANNEL = 'company_list_changed';

interface KeptHere extends Kept {
  /** The announcements counted when the state it shows was last confirmed (see `generation`). */
  generation: number;
  /** When it was last confirmed (ms): trusted without the stamp for TRUST_MS at most. */
  confirmedAt: number;
}

/**
 * How long a confirmed answer is served on the announcements alone: a backstop for a listener's
 * connection that died without a word (a network cut is noticed only when TCP gives up), during which
 * no announcement can arrive. After it the stamp is asked again (a few ms, once per period).
 */
const TRUST_MS = 30_000;

/**
 * The kept answers of one app (at most 32 MB of JSON, with their compressed forms about a tenth
 * more); a rebuild under way is shared by those who wait for it.
 *
 * While its listener on `company_list_changed` is connected, an answer confirmed after the last
 * announcement is served without asking PostgreSQL anything: the database announces, at commit,
 * every change to a company, a company's counters or the user columns the list shows, and each
 * announcement (and this process's own writes, `changed`) moves `generation`. Otherwise — listener
 * lost, or an announcement since — the stamp decides, as above: equal stamps confirm the kept
 * answer again, a different one rebuilds. A change committed in another process is therefore seen
 * once its announcement arrives (PostgreSQL sends it at commit; milliseconds on one network),
 * a change of this process's own by the very next request.
 */
export class CompanyRowsKeeper {
  private readonly kept = new LRUCache<string, KeptHere>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (k) => k.size + 1,
  });
  private readonly building = new Map<string, Promise<Kept>>();
  private readonly heard = new Announcements(COMPANY_LIST_CHANGED_CHANNEL);
  /** The handlers to listen on `COMPANY_LIST_CHANGED_CHANNEL` with. */
  readonly handlers: ListenHandlers = this.heard.handlers;
  /** How many answers were served without a statement (`hits`), confirmed by the stamp, rebuilt. */
  readonly counts = { hits: 0, confirmed: 0, rebuilt: 0 };

  /** The whole list as JSON text, with its ETag. */
  async answer(db: Db, actor: Actor, q: TCompanyListQuery): Promise<AllRowsAnswer> {
    authorize(actor, 'companyList.listAllAtOnce');
    authorize(actor, 'companyList.list');
    const columns = q.columns?.length ? [...new Set(q.columns)] : [...COMPANY_LIST_COLUMNS];
    const { columns: _asked, page: _page, rows: _rows, format: _format, ...rest } = q;
    // Whose companies: every one for a provider admin (the only role allowed today); anyone else's own.
    const key = JSON.stringify([actor.managedCompanyIds === 'all' ? 'all' : actor.id, columns, rest]);
    const hit = this.kept.get(key);
    if (hit && this.heard.live && hit.generation === this.heard.generation && Date.now() - hit.confirmedAt < TRUST_MS) {
      this.counts.hits++;
      return hit;
    }
    // Counted before the stamp is read: an announcement from now on means "ask again".
    const generation = this.heard.generation;
    const stamp = await stampOf(db, columns);
    if (hit?.stamp === stamp) {
      hit.generation = generation;
      hit.confirmedAt = Date.now();
      this.counts.confirmed++;
      return hit;
    }
    const flight = `${key}|${stamp}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = build(db, actor, q, columns).finally(() => this.building.delete(flight));
      this.building.set(flight, pending);
    }
    // Built in a snapshot taken after this request read its stamp: at least as new as what it asked.
    // (Two rebuilds finishing out of order may keep the older: it is served only while its stamp is
    // the database's and no announcement came since, so that costs a rebuild, never a stale answer.)
    const fresh = await pending;
    this.counts.rebuilt++;
    this.kept.set(key, { ...fresh, generation, confirmedAt: Date.now() });
    return fresh;
  }

  /** Whether the listener is connected, and how many times it has (re)connected. */
  listening(): { live: boolean; listens: number } {
    return this.heard.listening();
  }

  /** This process changed something (a write request answered): ask the database next time. */
  changed(): void {
    this.heard.changed();
  }

  /** Forgets every kept answer (tests). */
  clear(): void {
    this.heard.changed();
    this.kept.clear();
  }

  /** Resolves once every announcement committed before the call has reached this keeper (tests). */
  caughtUp(db: Db): Promise<void> {
    return this.heard.caughtUp(db);
  }
}

/** `columns` belongs to the whole list: a page always holds every field of a list item. */
export function refuseColumnsOnPages(q: TCompanyListQuery): void {
  if (q.rows !== 'ALL' && q.columns?.length)
    throw invalid('columns', 'errors.columnsNeedAllRows', 'columns applies to rows=ALL only.');
}
