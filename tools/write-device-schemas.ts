import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderFieldBlocks } from './device-schema-tables';
import { buildDeviceSchemas, PROTOCOL_DOC, SCHEMA_DIR } from './device-schemas';

/**
 * `npm run schemas`: rewrites docs/device-protocol/*.schema.json from the contracts (a removed payload's
 * file goes too) and the field tables of docs/device-protocol.md from those files.
 */
const files = buildDeviceSchemas();
await mkdir(SCHEMA_DIR, { recursive: true });
for (const old of await readdir(SCHEMA_DIR)) {
  if (old.endsWith('.schema.json') && !(old in files)) await rm(path.join(SCHEMA_DIR, old));
}
for (const [name, text] of Object.entries(files)) await writeFile(path.join(SCHEMA_DIR, name), text);
await writeFile(PROTOCOL_DOC, renderFieldBlocks(await readFile(PROTOCOL_DOC, 'utf8'), files));
console.log(
  `${Object.keys(files).length} schema files written to ${path.relative(process.cwd(), SCHEMA_DIR)}, field tables of the document renewed`,
);
