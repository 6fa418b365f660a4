/**
 * The field tables of docs/device-protocol.md, rendered from the generated JSON Schemas (device-schemas.ts)
 * between `<!-- fields:{name} -->` and `<!-- /fields:{name} -->`, so the document states exactly what the
 * server accepts: type, range, required / optional / nullable, and the contracts' description (unit).
 */
interface Node {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
  propertyNames?: Node;
  format?: string;
  pattern?: string;
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

const lit = (v: unknown) => (typeof v === 'string' ? `\`${v}\`` : `\`${JSON.stringify(v)}\``);
/** The null branch of a nullable field, and the field itself. */
const unwrap = (n: Node): { node: Node; nullable: boolean } => {
  const branches = n.anyOf?.filter((b) => b.type !== 'null');
  if (n.anyOf && branches?.length === 1) return { node: { ...branches[0]!, description: n.description }, nullable: true };
  if (Array.isArray(n.type) && n.type.includes('null')) return { node: { ...n, type: n.type.find((t) => t !== 'null') }, nullable: true };
  return { node: n, nullable: false };
};

const typeOf = (n: Node): string => {
  if (n.const !== undefined) return lit(n.const);
  if (n.enum) return n.enum.map(lit).join(', ');
  if (n.type === 'array') return `array of ${n.items?.type === 'object' ? 'objects' : typeOf(n.items ?? {})}`;
  if (n.type === 'object' && n.additionalProperties && typeof n.additionalProperties === 'object') return 'object (map)';
  if (n.format === 'uuid') return 'string (UUID)';
  if (n.pattern) return `string \`${n.pattern}\``;
  return String(n.type ?? 'any');
};

const UNBOUNDED = Number.MAX_SAFE_INTEGER;
const rangeOf = (n: Node): string => {
  const span = (lo: number | undefined, hi: number | undefined, unit: string) =>
    lo !== undefined && hi !== undefined
      ? `${lo}–${hi}${unit}`
      : lo !== undefined
        ? `≥ ${lo}${unit}`
        : hi !== undefined
          ? `≤ ${hi}${unit}`
          : '';
  if (n.type === 'string' && !n.enum && n.const === undefined) return span(n.minLength, n.maxLength, ' chars');
  if (n.type === 'array') return span(n.minItems, n.maxItems, ' items');
  if (n.type === 'number' || n.type === 'integer') {
    const hi = n.maximum === UNBOUNDED ? undefined : n.maximum;
    if (n.exclusiveMinimum !== undefined) return hi === undefined ? `> ${n.exclusiveMinimum}` : `> ${n.exclusiveMinimum}, ≤ ${hi}`;
    return span(n.minimum, hi, '');
  }
  return '';
};

const presenceOf = (required: boolean, nullable: boolean, n: Node) => {
  const base = required ? 'required' : 'optional';
  const dflt = !required && n.default !== undefined ? ` (default \`${JSON.stringify(n.default)}\`)` : '';
  return `${base}${nullable ? ', nullable' : ''}${dflt}`;
};

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** One row per field, nested objects and arrays of objects flattened as `a.b` and `a[].b`. */
const rows = (obj: Node, prefix: string): string[][] =>
  Object.entries(obj.properties ?? {}).flatMap(([key, raw]) => {
    const { node, nullable } = unwrap(raw);
    const name = `${prefix}${key}`;
    const row = [
      `\`${name}\``,
      typeOf(node),
      rangeOf(node),
      presenceOf(obj.required?.includes(key) ?? false, nullable, raw),
      node.description ?? '',
    ];
    const inner = node.type === 'object' && node.properties ? node : node.type === 'array' && node.items?.properties ? node.items : null;
    const innerPrefix = node.type === 'array' ? `${name}[].` : `${name}.`;
    return [row.map(cell), ...(inner ? rows(inner, innerPrefix) : [])];
  });

const table = (head: string[], body: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');

const FIELD_HEAD = ['field', 'type', 'range', 'presence', 'meaning'];

/** The markdown table of one schema file; the command file gets its envelope and each type's args. */
export const fieldTable = (schemaName: string, schema: Node): string => {
  if (!schema.oneOf) return table(FIELD_HEAD, rows(schema, ''));
  const first = schema.oneOf[0]!;
  const envelope = rows(
    { ...first, properties: { ...first.properties, type: { type: 'string', description: 'The command type (below).' } } },
    '',
  );
  const args = schema.oneOf.flatMap((c) => {
    const type = lit(c.properties?.type?.const);
    const fields = rows(c.properties?.args ?? {}, '');
    return fields.length ? fields.map((f) => [type, ...f]) : [[type, '—', '', '', '', 'no arguments: `{}`']];
  });
  return `${table(
    FIELD_HEAD,
    envelope.filter((r) => r[0] !== '`args`'),
  )}\n\n${table(['command', 'args field', ...FIELD_HEAD.slice(1)], args)}`;
};

const BLOCK = /(<!-- fields:([a-z-]+) -->)[\s\S]*?(<!-- \/fields:\2 -->)/g;

/** The document with every field block re-rendered; a block naming no schema file is an error. */
export const renderFieldBlocks = (doc: string, schemas: Record<string, string>): string =>
  doc.replace(BLOCK, (_all, open: string, name: string, close: string) => {
    const text = schemas[`${name}.schema.json`];
    if (!text) throw new Error(`docs/device-protocol.md names a field table "${name}" with no schema file`);
    return `${open}\n${fieldTable(name, JSON.parse(text) as Node)}\n${close}`;
  });
