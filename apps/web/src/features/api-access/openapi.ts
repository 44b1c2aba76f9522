/** The parts of an OpenAPI 3 document the documentation page shows. */
export interface OpenApiSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  $ref?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, { description?: string }>;
  deprecated?: boolean;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema>; securitySchemes?: Record<string, unknown> };
}

export interface Operation extends OpenApiOperation {
  method: string;
  path: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations grouped by their first tag (untagged under "other"), tags and paths sorted. */
export function groupByTag(doc: OpenApiDocument): [string, Operation[]][] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const tag = op.tags?.[0] ?? 'other';
      const list = groups.get(tag) ?? [];
      list.push({ ...op, method: method.toUpperCase(), path });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => [tag, ops.sort((x, y) => x.path.localeCompare(y.path) || x.method.localeCompare(y.method))]);
}

/** Follows a local `#/components/schemas/X` reference. */
export function resolveRef(doc: OpenApiDocument, schema: OpenApiSchema): OpenApiSchema {
  if (!schema.$ref?.startsWith('#/components/schemas/')) return schema;
  return doc.components?.schemas?.[schema.$ref.slice('#/components/schemas/'.length)] ?? schema;
}

/** A short type label: `string (email)`, `array of integer`, `"a" | "b"`, `X | null`. */
export function typeLabel(doc: OpenApiDocument, raw: OpenApiSchema): string {
  const schema = resolveRef(doc, raw);
  const name = raw.$ref?.split('/').pop();
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((v) => typeLabel(doc, v)).join(' | ');
  if (schema.allOf?.length === 1 && schema.allOf[0]) return typeLabel(doc, schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' && schema.items) return `array of ${typeLabel(doc, schema.items)}`;
  if (name && type === 'object') return name;
  const base = type ?? name ?? 'any';
  return schema.format ? `${base} (${schema.format})` : base;
}
