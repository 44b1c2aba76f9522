import { describe, expect, it } from 'vitest';
import { serverSources } from './helpers/source-files.ts';

/**
 * Finders take the actor (issue 27 item 1, docs/decisions/authorization-path.md): a record named by
 * the caller — a route's `:id`, an id in the body or the query — is loaded by a finder whose WHERE
 * holds the actor's scope (authz/record-scopes.ts, scopes.ts, tenancy.ts), so it cannot return
 * another tenant's row, and a key and a person meet the same rules. This census reads the services
 * (every module file but repositories and policies) and fails, inside a function that has the
 * actor, on:
 *  - a select of a tenant table by the caller's id without the actor's scope in the statement;
 *  - a finder called with the caller's id but not the actor;
 *  - `ensureVisible(…)`: a row already read, checked afterwards.
 * A select also bounded by a record in hand (`eq(t.engagementId, e.id)`) or by an id the function
 * already looked up with the actor is in scope.
 */

/** Tables no tenant owns: the platform's own records, reached by provider admins only. */
const PLATFORM_TABLES = ['rulesetImpactRuns', 'rulesetImpactItems', 'maintenanceWindows', 'userGuidances'];

/** Reads that look unscoped and are not, each with its reason (keep this list short). */
const EXCUSED: Record<string, string> = {
  'modules/reports/report-queue.ts queueReport':
    'a step of the caller’s transaction: the caller found the assessment with the actor (lockFor, visibleSubject)',
};

interface Fn {
  name: string;
  params: string;
  body: string;
  offset: number;
}

/** The top-level functions (and arrow functions assigned to a const) of a file. */
function functionsOf(text: string): Fn[] {
  const starts = [
    ...text.matchAll(/^(?:export )?(?:async )?function (\w+)|^(?:export )?const (\w+) = (?:async )?\(/gm),
  ];
  return starts.map((m, i) => {
    const chunk = text.slice(m.index, starts[i + 1]?.index ?? text.length);
    const open = chunk.indexOf('(');
    let depth = 0;
    let close = open;
    for (; close < chunk.length; close++) {
      if (chunk[close] === '(') depth++;
      else if (chunk[close] === ')' && --depth === 0) break;
    }
    return {
      name: (m[1] ?? m[2])!,
      params: chunk.slice(open + 1, close),
      body: chunk.slice(close + 1),
      offset: m.index + close + 1,
    };
  });
}

/** One statement from `at` (to the first `;` that ends a line). */
function statementAt(body: string, at: number): string {
  const rest = body.slice(at, at + 1500);
  const end = rest.search(/;\s*\n/);
  return end >= 0 ? rest.slice(0, end) : rest;
}

function unscopedLookups(file: string, text: string): string[] {
  const found: string[] = [];
  for (const f of functionsOf(text)) {
    if (!/\bactor\b\s*[:?]/.test(f.params)) continue;
    // The ids the caller names: parameters like `id`, `userId`, `key`, and fields of the body or query.
    const ids = f.params
      .split(',')
      .map((p) => p.trim().split(/[?:=\s]/)[0]!)
      .filter((p) => /^(?:id|\w+Id|key)$/.test(p));
    const isCallerId = (v: string) => ids.includes(v) || /^(?:input|body|q)\.\w+$/.test(v);
    // An id the function already looked up within the actor's scope (a call given both).
    const scopedBefore = (v: string, at: number) =>
      new RegExp(`\\([^()]*\\bactor\\b[^()]*(?<![.\\w])${v.replace('.', '\\.')}\\b[^()]*\\)`).test(f.body.slice(0, at));
    // A local the function read through a call given the actor (`const { rootId } = await managedCompany(tx, actor, …)`).
    const fromScoped = (v: string) =>
      new RegExp(`(?:const|let) (?:\\{[^}]*\\b${v}\\b[^}]*\\}|${v}) = await \\w+\\([^()]*\\bactor\\b`).test(f.body);
    const line = (at: number) => text.slice(0, f.offset + at).split('\n').length;
    const where = (at: number, what: string) => `${file}:${line(at)} ${f.name}: ${what}`;

    for (const m of f.body.matchAll(/\.from\((\w+)\)/g)) {
      const table = m[1]!;
      if (PLATFORM_TABLES.includes(table)) continue;
      const stmt = statementAt(f.body, m.index);
      const byId = new RegExp(`\\beq\\(${table}\\.id,\\s*((?:input\\.|body\\.|q\\.)?\\w+)\\)`).exec(stmt);
      if (!byId || !isCallerId(byId[1]!) || scopedBefore(byId[1]!, m.index)) continue;
      if (/\bactor\b/.test(stmt)) continue;
      // Bounded by a record in hand, or by an id already looked up with the actor.
      const bounds = [...stmt.matchAll(new RegExp(`\\beq\\(${table}\\.(?!id\\b)\\w+,\\s*([\\w.]+)\\)`, 'g'))];
      if (
        bounds.some(
          (b) => (b[1]!.includes('.') && !isCallerId(b[1]!)) || scopedBefore(b[1]!, m.index) || fromScoped(b[1]!),
        )
      )
        continue;
      found.push(where(m.index, `select ${table} by ${byId[1]}`));
    }
    for (const m of f.body.matchAll(
      /\b((?:find|load|lock|get|select)\w*)\((?:db|tx|database), ([\w.]+)\b([^()]*)\)/g,
    )) {
      const id = m[2]!;
      if (isCallerId(id) && !/\bactor\b/.test(m[3]!) && !scopedBefore(id, m.index)) {
        found.push(where(m.index, `${m[1]}(…, ${id}) without the actor`));
      }
    }
    for (const m of f.body.matchAll(/\bensureVisible\(/g)) found.push(where(m.index, 'ensureVisible on a row in hand'));
  }
  return found;
}

const services = serverSources().filter(
  ({ file }) => file.startsWith('modules/') && !/\.(?:repository|policy)\.ts$/.test(file),
);

const excused = (finding: string) =>
  Object.keys(EXCUSED).some((k) => finding.startsWith(k.split(' ')[0]!) && finding.includes(` ${k.split(' ')[1]}:`));

describe('finders take the actor', () => {
  it('recognises each way a record used to be loaded by id and checked afterwards', () => {
    const samples: Record<string, string> = {
      'select, then ensureVisible': `async function visibleImport(db: DbOrTx, actor: Actor, key: string) {
  const [row] = await db.select().from(csvImports).where(eq(csvImports.id, key));
  ensureVisible(actor, 'csvImport', row);
}`,
      'select, then authorize': `export async function ownKey(tx: DbOrTx, actor: Actor, id: string) {
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  authorize(actor, 'apiKey.manage', row);
}`,
      'an unscoped finder, then authorize': `async function managedGroup(db: DbOrTx, actor: Actor, groupId: string) {
  const group = await findGroup(db, groupId);
  authorize(actor, 'webhook.manage', group);
}`,
      'a child row, then its parent': `async function visibleThread(db: DbOrTx, actor: Actor, threadId: string) {
  const thread = await findThread(db, threadId);
  const record = await findAssessment(db, actor, thread.assessmentId);
}`,
      'an id of the body': `export async function reissue(tx: DbOrTx, actor: Actor, input: { recipientId: string }) {
  const [r] = await tx
    .select()
    .from(contractorReportRecipients)
    .where(eq(contractorReportRecipients.id, input.recipientId));
}`,
      'a company by id, checked in code': `async function listEntityAppeals(db: Db, actor: Actor, id: string) {
  const [entity] = await db.select({ id: engagedEntities.id }).from(engagedEntities).where(eq(engagedEntities.id, id));
  const reach = entity && actor.managedCompanyIds.includes(entity.mainCompanyId);
}`,
    };
    for (const [form, sample] of Object.entries(samples))
      expect(unscopedLookups('sample.ts', sample), form).not.toEqual([]);
    const scoped: Record<string, string> = {
      'the scope in the query': `async function ownKey(tx: DbOrTx, actor: Actor, id: string) {
  const [row] = await tx.select().from(apiKeys).where(and(eq(apiKeys.id, id), ownApiKeyScope(actor)));
}`,
      'a finder given the actor': `async function visibleThread(db: DbOrTx, actor: Actor, threadId: string) {
  const thread = await findThread(db, actor, threadId);
}`,
      'bounded by a record in hand': `async function recordSdsReceipt(db: Db, actor: Actor, id: string, partyId: string) {
  const e = await engagementFor(tx, actor, id);
  const [party] = await tx.select().from(chainParties).where(and(eq(chainParties.id, partyId), eq(chainParties.engagementId, e.id)));
}`,
      'an id already looked up with the actor': `async function archiveCompany(db: Db, actor: Actor, id: string) {
  const c = await loadForLifecycle(tx, actor, id);
  const targets = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
}`,
      'no actor (a job, a step for the system)': `async function startAppealClock(tx: DbOrTx, appealId: string) {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, appealId));
}`,
    };
    for (const [form, sample] of Object.entries(scoped)) expect(unscopedLookups('sample.ts', sample), form).toEqual([]);
  });

  it('loads every record a caller names through a finder that takes the actor', () => {
    const findings = services.flatMap(({ file, text }) => unscopedLookups(file, text));
    expect(findings.filter((f) => !excused(f))).toEqual([]);
  });

  it('keeps the excuses few and real (each still matches a finding)', () => {
    const findings = services.flatMap(({ file, text }) => unscopedLookups(file, text));
    for (const key of Object.keys(EXCUSED))
      expect(
        findings.some((f) => excused(f) && f.startsWith(key.split(' ')[0]!)),
        key,
      ).toBe(true);
  });
});
