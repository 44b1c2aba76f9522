import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: ajv-formats is CommonJS; its default export is the plugin.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `@redocly/cli lint` (its recommended rules) on the document; the problems it reports. */
export async function lintOpenApi(doc: unknown): Promise<{ errors: LintProblem[]; warnings: LintProblem[] }> {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const run = promisify(execFile);
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // lint exits 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await run(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=1000'], {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stdout?: string; stderr?: string }) => {
      if (!e.stdout) throw new Error(`redocly lint did not run: ${e.stderr ?? e}`);
      return { stdout: e.stdout };
    });
    const problems = (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
    return {
      errors: problems.filter((p) => p.severity === 'error'),
      warnings: problems.filter((p) => p.severity !== 'error'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The OpenAPI path (with `{name}`) of a Fastify route URL: `:name` and `:name(regex)` become `{name}`. */
export function openApiPath(url: string): string {
  let out = '';
  for (let i = 0; i < url.length; i++) {
    const param = url[i] === ':' ? /^:(\w+)/.exec(url.slice(i)) : null;
    if (!param) {
      out += url[i];
      continue;
    }
    out += `{${param[1]}}`;
    i += param[0].length;
    if (url[i] === '(') {
      for (let depth = 0; i < url.length; i++) {
        if (url[i] === '\\') i++;
        else if (url[i] === '(') depth++;
        else if (url[i] === ')' && --depth === 0) break;
      }
    } else i--;
  }
  return out;
}

const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * Checks real answers against the document: the status is declared for the operation, the content
 * type is one it declares (none for a body-less answer), and a JSON body matches the declared
 * schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses, with the formats).
 */
export class ResponseContract {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi.json', components: doc.components } as Json);
  }

  /** The documented operation of a route ("GET /api/users/:userId"). */
  operation(route: string): Json | undefined {
    const [method, url] = route.split(' ') as [string, string];
    const t = template(openApiPath(url));
    const path = Object.keys(this.doc.paths as Json).find((p) => template(p) === t);
    return path
      ? ((this.doc.paths as Record<string, Record<string, Json>>)[path]?.[method.toLowerCase()] as Json)
      : undefined;
  }

  /** What is wrong with the answer to a call of `route`, as text; empty when it matches the document. */
  check(route: string, res: LightMyRequestResponse): string[] {
    const operation = this.operation(route);
    if (!operation) return [`${route} is not documented`];
    const responses = operation.responses as Record<string, Json>;
    const declared =
      responses[String(res.statusCode)] ?? responses[`${String(res.statusCode)[0]}XX`] ?? responses.default;
    if (!declared) return [`${route} answered ${res.statusCode}, not documented (${Object.keys(responses).join(',')})`];
    const content = declared.content as Record<string, { schema?: Json }> | undefined;
    const type =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!content)
      return res.rawPayload.length === 0 ? [] : [`${route} ${res.statusCode}: a body where none is documented`];
    if (res.rawPayload.length === 0 && res.statusCode === 204) return [];
    const media = content[type] ?? content[`${type.split('/')[0]}/*`] ?? content['*/*'];
    if (!media) return [`${route} ${res.statusCode}: content type ${type || '(none)'} not in ${Object.keys(content)}`];
    if (type !== 'application/json' || !media.schema) return [];
    const key = `${route} ${res.statusCode}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const schema = JSON.parse(
        JSON.stringify(media.schema).replaceAll('"#/components/schemas/', '"openapi.json#/components/schemas/'),
      ) as Json;
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (validate(res.json())) return [];
    return [`${key}: ${this.ajv.errorsText(validate.errors, { separator: '; ' })} — ${res.body.slice(0, 300)}`];
  }
}
