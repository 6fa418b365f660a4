import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderFieldBlocks } from './device-schema-tables';
import { buildDeviceSchemas, PROTOCOL_DOC, SCHEMA_DIR, SCHEMA_FILES } from './device-schemas';

/** The JSON Schema files of docs/device-protocol/ are what the contracts accept today. */
const generated = buildDeviceSchemas();
const STALE = 'docs/device-protocol/*.schema.json is stale: run `npm run schemas` and commit the result';

type Json = { required?: string[]; properties: Record<string, Json & { anyOf?: Json[]; type?: unknown }> };
const schemaOf = (name: string) => JSON.parse(generated[`${name}.schema.json`]!) as Json & { $id: string; oneOf?: Json[] };
const acceptsNull = (p: Json & { anyOf?: Json[]; type?: unknown }) =>
  (Array.isArray(p.type) && p.type.includes('null')) || !!p.anyOf?.some((a) => (a as { type?: unknown }).type === 'null');

/** The JSON objects written one after another in a code block (some examples show two messages). */
const jsonObjects = (block: string) => {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  for (let i = 0; i < block.length; i++) {
    const c = block[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' && depth++ === 0) start = i;
    else if (c === '}' && --depth === 0) out.push(block.slice(start, i + 1));
  }
  return out;
};

describe('docs/device-protocol schema files', () => {
  it('are the files `npm run schemas` writes, and no others', async () => {
    const committed = (await readdir(SCHEMA_DIR)).filter((f) => f.endsWith('.schema.json')).sort();
    expect(committed, STALE).toEqual(Object.keys(generated).sort());
    for (const [name, text] of Object.entries(generated)) {
      expect(await readFile(path.join(SCHEMA_DIR, name), 'utf8'), `${name}: ${STALE}`).toBe(text);
    }
  });

  it('are what the field tables of docs/device-protocol.md say', async () => {
    const doc = await readFile(PROTOCOL_DOC, 'utf8');
    expect(doc, 'docs/device-protocol.md has no field tables').toContain('<!-- fields:telemetry -->');
    expect(renderFieldBlocks(doc, generated) === doc, `docs/device-protocol.md field tables are stale: ${STALE}`).toBe(true);
  });

  it('accept every example of docs/device-protocol.md that names its payload', async () => {
    const doc = await readFile(PROTOCOL_DOC, 'utf8');
    const examples = [...doc.matchAll(/<!-- example:([a-z-]+) -->\n```json\n([\s\S]*?)\n```/g)];
    expect(examples.length).toBeGreaterThanOrEqual(SCHEMA_FILES.length);
    for (const [, name, block] of examples) {
      const file = SCHEMA_FILES.find((f) => f.name === name);
      expect(file, `example:${name} names no payload`).toBeDefined();
      for (const json of jsonObjects(block!)) {
        const parsed = file!.schema.safeParse(JSON.parse(json));
        expect(parsed.success, `example:${name} ${json.slice(0, 60)}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('mark fields required, optional and nullable as the server accepts them', () => {
    const telemetry = schemaOf('telemetry');
    // Omitted is refused; null is accepted (issue 12: the old document said neither).
    expect(telemetry.required).toEqual(expect.arrayContaining(['ts', 'taskId', 'progress', 'pose']));
    expect(acceptsNull(telemetry.properties.taskId!) && acceptsNull(telemetry.properties.progress!)).toBe(true);
    expect(telemetry.required).not.toContain('signal');
    expect(schemaOf('event').required).toEqual(expect.arrayContaining(['ts', 'type', 'level']));
    // A field with a server-side default is optional for the robot (io: input).
    const run = schemaOf('run');
    expect(run.required).not.toContain('taskId');
    expect(acceptsNull(run.properties.taskId!)).toBe(true);
    expect(schemaOf('status').required).toEqual(['online']);
  });

  it('describe every command type with its own args, and name each file by an $id', () => {
    const command = schemaOf('command');
    const types = command.oneOf!.map((c) => (c.properties.type as { const?: string }).const);
    expect(types).toEqual(expect.arrayContaining(['lock', 'startTask', 'syncSchedule', 'uploadLog', 'setConfig']));
    const uploadLog = command.oneOf!.find((c) => (c.properties.type as { const?: string }).const === 'uploadLog')!;
    expect(uploadLog.properties.args!.required).toEqual(['logId', 'minutes']);
    for (const name of Object.keys(generated)) expect(schemaOf(name.replace('.schema.json', '')).$id).toMatch(/^urn:fleet-console:/);
  });
});
