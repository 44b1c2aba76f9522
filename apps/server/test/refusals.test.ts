import { describe, expect, it } from 'vitest';
import { serverSources } from './helpers/source-files.ts';

/**
 * One authorization path (issue 27): every refusal of an actor — role, permission, tenant, a key's
 * scope, the group's subscription, "not on yourself" — is decided by a policy and thrown by
 * `authorize()` / `ensureVisible()` (authz/authorize.ts), so a key and a person are held by the same
 * rules. This census reads the server's sources and fails on a refusal thrown anywhere else.
 */

/** Where a refusal may be built: the one path, and the error helpers it uses. */
const THE_PATH = ['authz/authorize.ts', 'lib/app-error.ts'];

/**
 * 403s that are no rule about who may do what, so no actor policy decides them: proof of identity
 * (a fresh password), the expiry of a download link, and a background job whose starter can no
 * longer sign in (there is no actor to ask about).
 */
const NOT_AUTHORIZATION: Record<string, string> = {
  'modules/authorization-tokens/authorization-token.service.ts': 'a fresh password is proof of identity (spec §6)',
  'modules/documents/attachment.service.ts': 'a download link expired',
  'modules/csv-import/run-import.ts': 'the job has no actor: its starter can no longer sign in',
};

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Refusals thrown outside the path: 403 helpers, 403 errors, and a policy asked then thrown on by hand. */
function refusalsIn(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  const patterns = [
    /\bforbidden\(/g,
    /new AppError\(\s*403\b/g,
    /\bassertFeature\(/g,
    // `if (!somePolicy.rule(actor, …)) throw …` / `if (!allows(…)) { throw …`: a policy with a refusal of its own.
    /if \(!?[^;{]*(?:Policy\.\w+|\ballows)\([^;{]*\)\s*\)?\s*\{?\s*throw\b/g,
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ file, line, text: m[0].replace(/\s+/g, ' ').slice(0, 80) });
    }
  }
  return found;
}

const sources = serverSources();

describe('one authorization path', () => {
  it('recognises each way a refusal used to be thrown by hand', () => {
    const samples = [
      'if (!ruleSetImpactPolicy.view(actor)) throw forbidden();',
      "throw new AppError(403, ERROR_KEYS.cannotRevokeYourself, 'You cannot.');",
      'throw new AppError(\n      403,\n      ERROR_KEYS.appealDeciderApprovedStatement,',
      "await assertFeature(tx, c.id, 'appeal_process');",
      "if (!assessmentReportPolicy.generate(actor, subject)) {\n      throw new AppError(409, 'x', 'y');",
      "if (!allows(actor, 'user.changeAvatar', found.user)) throw notFound('User');",
    ];
    for (const sample of samples) expect(refusalsIn('sample.ts', sample).length, sample).toBeGreaterThan(0);
    expect(refusalsIn('sample.ts', "authorize(actor, 'ruleSetImpact.view');")).toEqual([]);
    expect(refusalsIn('sample.ts', "if (!allows(actor, 'x.y')) return actor.id;")).toEqual([]);
  });

  it('throws every refusal of an actor through authorize()', () => {
    const outside = sources
      .filter(({ file }) => !THE_PATH.includes(file) && !(file in NOT_AUTHORIZATION))
      .flatMap(({ file, text }) => refusalsIn(file, text));
    expect(outside.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('keeps the exceptions few and real (each still holds the 403 it is excused for)', () => {
    for (const file of Object.keys(NOT_AUTHORIZATION)) {
      const source = sources.find((s) => s.file === file);
      expect(source, file).toBeDefined();
      expect(refusalsIn(file, source!.text).length, file).toBeGreaterThan(0);
    }
  });

  it('is the path the services take', () => {
    const calls = sources
      .filter(({ file }) => !THE_PATH.includes(file))
      .reduce((n, { text }) => n + (text.match(/\b(?:authorize|ensureVisible|authorizeFeature)\(/g) ?? []).length, 0);
    // Measured when the path became the only one (issue 27's note): 164 call sites, against 125 before.
    expect(calls).toBeGreaterThan(140);
  });
});
