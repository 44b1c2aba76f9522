/**
 * Breaking changes of an OpenAPI 3.1 document against an earlier one, as a client written against the
 * earlier one would suffer them: a path or operation removed; a response removed, or one of its fields
 * removed, made optional, or given a new type (a client's parser meets a value it never expected); a
 * new required input (parameter, header or body field); an input narrowed (a type, an enum value, a
 * longer maximum or smaller minimum taken away). Additions that older clients never see are fine.
 */
type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function resolver(doc: Doc) {
  return (s: unknown): Schema => {
    let cur = (s ?? {}) as Schema;
    for (let i = 0; i < 20 && typeof cur.$ref === 'string'; i++)
      cur = doc.components?.schemas?.[(cur.$ref as string).split('/').pop()!] ?? {};
    return cur;
  };
}

export function breakingChanges(before: Doc, after: Doc): string[] {
  const out: string[] = [];
  const rb = resolver(before);
  const ra = resolver(after);

  /** The JSON types a schema admits ('any' when it says nothing). */
  const types = (r: (s: unknown) => Schema, s: unknown): Set<string> => {
    const x = r(s);
    const alts = (x.anyOf ?? x.oneOf) as unknown[] | undefined;
    if (alts) return new Set(alts.flatMap((a) => [...types(r, a)]));
    if (x.type) return new Set([x.type].flat() as string[]);
    if (x.properties) return new Set(['object']);
    return new Set(['any']);
  };
  const objectPart = (r: (s: unknown) => Schema, s: unknown): Schema | undefined => {
    const x = r(s);
    const alts = (x.anyOf ?? x.oneOf) as unknown[] | undefined;
    if (alts) return alts.map((a) => objectPart(r, a)).find(Boolean);
    return x.properties || x.items ? x : undefined;
  };

  function output(b: unknown, a: unknown, at: string): void {
    const tb = types(rb, b);
    const ta = types(ra, a);
    if (!tb.has('any')) for (const t of ta) if (!tb.has(t)) out.push(`${at}: answers a new type ${t}`);
    const eb = rb(b).enum as unknown[] | undefined;
    const ea = ra(a).enum as unknown[] | undefined;
    if (eb && ea) for (const v of ea) if (!eb.includes(v)) out.push(`${at}: answers a new value ${JSON.stringify(v)}`);
    const ob = objectPart(rb, b);
    const oa = objectPart(ra, a);
    if (!ob) return;
    if (ob.items) {
      if (oa?.items) output(ob.items, oa.items, `${at}[]`);
      else out.push(`${at}: no longer a list`);
      return;
    }
    const pb = (ob.properties ?? {}) as Record<string, unknown>;
    const pa = (oa?.properties ?? {}) as Record<string, unknown>;
    const reqA = (oa?.required ?? []) as string[];
    for (const [name, sb] of Object.entries(pb)) {
      if (!(name in pa)) out.push(`${at}.${name}: removed`);
      else {
        if (((ob.required ?? []) as string[]).includes(name) && !reqA.includes(name))
          out.push(`${at}.${name}: no longer always answered`);
        output(sb, pa[name], `${at}.${name}`);
      }
    }
  }

  function input(b: unknown, a: unknown, at: string): void {
    const tb = types(rb, b);
    const ta = types(ra, a);
    if (!ta.has('any')) for (const t of tb) if (!ta.has(t)) out.push(`${at}: no longer takes ${t}`);
    const xb = rb(b);
    const xa = ra(a);
    const eb = xb.enum as unknown[] | undefined;
    const ea = xa.enum as unknown[] | undefined;
    if (ea) for (const v of eb ?? []) if (!ea.includes(v)) out.push(`${at}: no longer takes ${JSON.stringify(v)}`);
    for (const k of ['maxLength', 'maximum', 'maxItems'])
      if (typeof xa[k] === 'number' && (typeof xb[k] !== 'number' || (xa[k] as number) < (xb[k] as number)))
        out.push(`${at}: ${k} narrowed`);
    for (const k of ['minLength', 'minimum', 'minItems'])
      if (typeof xa[k] === 'number' && (typeof xb[k] !== 'number' || (xa[k] as number) > (xb[k] as number)))
        out.push(`${at}: ${k} narrowed`);
    const ob = objectPart(rb, b);
    const oa = objectPart(ra, a);
    if (!oa) return;
    if (oa.items) {
      if (ob?.items) input(ob.items, oa.items, `${at}[]`);
      return;
    }
    const pb = (ob?.properties ?? {}) as Record<string, unknown>;
    const reqB = (ob?.required ?? []) as string[];
    for (const name of (oa.required ?? []) as string[])
      if (!reqB.includes(name)) out.push(`${at}.${name}: new required input`);
    for (const [name, sa] of Object.entries((oa.properties ?? {}) as Record<string, unknown>))
      if (name in pb) input(pb[name], sa, `${at}.${name}`);
  }

  for (const [path, itemB] of Object.entries(before.paths)) {
    const itemA = after.paths[path];
    if (!itemA) {
      out.push(`${path}: removed`);
      continue;
    }
    for (const m of METHODS.filter((x) => itemB[x])) {
      const opB = itemB[m] as Schema;
      const opA = itemA[m] as Schema | undefined;
      const op = `${m.toUpperCase()} ${path}`;
      if (!opA) {
        out.push(`${op}: removed`);
        continue;
      }
      const params = (o: Schema) =>
        (o.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: unknown }[];
      for (const pa of params(opA)) {
        const pb = params(opB).find((p) => p.name === pa.name && p.in === pa.in);
        if (pa.required && !pb?.required) out.push(`${op}: new required ${pa.in} ${pa.name}`);
        if (pb) input(pb.schema, pa.schema, `${op} ${pa.in} ${pa.name}`);
      }
      const body = (o: Schema) =>
        ((o.requestBody as Schema | undefined)?.content as Record<string, Schema> | undefined)?.['application/json']
          ?.schema;
      if (body(opA) !== undefined && body(opB) === undefined && (opA.requestBody as Schema).required)
        out.push(`${op}: new required body`);
      if (body(opA) !== undefined && body(opB) !== undefined) input(body(opB), body(opA), `${op} body`);
      const responses = (o: Schema) => (o.responses ?? {}) as Record<string, Schema>;
      for (const [status, rB] of Object.entries(responses(opB))) {
        if (!status.startsWith('2')) continue;
        const rA = responses(opA)[status];
        if (!rA) {
          out.push(`${op} ${status}: removed`);
          continue;
        }
        for (const [type, cB] of Object.entries((rB.content ?? {}) as Record<string, Schema>)) {
          const cA = ((rA.content ?? {}) as Record<string, Schema>)[type];
          if (!cA) out.push(`${op} ${status} ${type}: removed`);
          else output(cB.schema, cA.schema, `${op} ${status}`);
        }
      }
    }
  }
  return out;
}
