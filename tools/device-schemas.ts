import {
  COMMAND_ARGS,
  COMMAND_TYPES,
  ZCommandAck,
  ZConfigReport,
  ZDeviceCommand,
  ZDeviceEvent,
  ZDeviceStatus,
  ZLogUpload,
  ZMapGrid,
  ZMapManifest,
  ZOtaProgress,
  ZRunReport,
  ZTelemetry,
  ZVideoControl,
  type TUpKind,
} from '@fleet/contracts';
import path from 'node:path';
import { z } from 'zod';

/**
 * The JSON Schema files shipped with docs/device-protocol.md (`npm run schemas` writes them,
 * tools/device-schemas.test.ts fails when one is stale), generated from the contracts' zod schemas
 * so a vendor validates firmware messages against exactly what the server accepts.
 */
export const SCHEMA_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'device-protocol');
export const PROTOCOL_DOC = path.resolve(import.meta.dirname, '..', 'docs', 'device-protocol.md');
const ID_PREFIX = 'urn:fleet-console:device-protocol:';

/** `down/cmd` with each command type's own `args`: what ZDeviceCommand carries as an open record. */
const ZCommandByType = z.discriminatedUnion(
  'type',
  COMMAND_TYPES.map((type) => ZDeviceCommand.extend({ type: z.literal(type), args: COMMAND_ARGS[type] })) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<string> }>[],
  ],
);

interface SchemaFile {
  name: string;
  topic: string;
  title: string;
  description: string;
  schema: z.ZodType;
  /** `input` for what a robot sends (what the server accepts), `output` for what the server sends. */
  io: 'input' | 'output';
}

/**
 * One file per JSON payload. `up/video` is binary (8-byte time, then a JPEG), so it has no schema:
 * the table is keyed by the other up kinds, and a new kind in UP_KINDS does not compile without one.
 */
const UP_FILES: Record<Exclude<TUpKind, 'video'>, Omit<SchemaFile, 'io'>> = {
  status: {
    name: 'status',
    topic: 'fleet/{no}/up/status',
    title: 'Robot status',
    description: 'Presence and identity, published retained after every connect; the Last Will is {"online":false}.',
    schema: ZDeviceStatus,
  },
  telemetry: {
    name: 'telemetry',
    topic: 'fleet/{no}/up/telemetry',
    title: 'Telemetry',
    description: 'The live state of the robot, about once per second.',
    schema: ZTelemetry,
  },
  event: {
    name: 'event',
    topic: 'fleet/{no}/up/event',
    title: 'Event',
    description: 'A fault, alarm or notable event, with its picture inline for vision events.',
    schema: ZDeviceEvent,
  },
  ack: {
    name: 'ack',
    topic: 'fleet/{no}/up/ack',
    title: 'Command acknowledgement',
    description: 'The one answer to a command received on down/cmd (the same answer again for a repeated commandId).',
    schema: ZCommandAck,
  },
  ota: {
    name: 'ota',
    topic: 'fleet/{no}/up/ota',
    title: 'Upgrade progress',
    description: 'An upgrade step and, with the last message, the result code.',
    schema: ZOtaProgress,
  },
  maps: {
    name: 'maps',
    topic: 'fleet/{no}/up/maps',
    title: 'Map manifest',
    description: 'Every map the robot holds, without grids: on every connect and after any change.',
    schema: ZMapManifest,
  },
  map: {
    name: 'map',
    topic: 'fleet/{no}/up/map',
    title: 'Map grid',
    description: "One map's occupancy grid (rle8, base64), the answer to uploadMap.",
    schema: ZMapGrid,
  },
  run: {
    name: 'run',
    topic: 'fleet/{no}/up/run',
    title: 'Cleaning run',
    description: 'A cleaning run: when it starts, every 5 minutes while it runs and when it ends, with the same runId.',
    schema: ZRunReport,
  },
  config: {
    name: 'config',
    topic: 'fleet/{no}/up/config',
    title: 'Configuration report',
    description: 'Settings, consumables, SIM, schedule version and component versions: on connect, after config commands, hourly.',
    schema: ZConfigReport,
  },
  log: {
    name: 'log',
    topic: 'fleet/{no}/up/log',
    title: 'Log upload',
    description: "The robot's log (gzip, base64), the answer to uploadLog.",
    schema: ZLogUpload,
  },
};

const DOWN_FILES: Omit<SchemaFile, 'io'>[] = [
  {
    name: 'command',
    topic: 'fleet/{no}/down/cmd',
    title: 'Command',
    description: 'A command from the server; args depend on type. Answer every one on up/ack; never execute it after expiresAt.',
    schema: ZCommandByType,
  },
  {
    name: 'video-lease',
    topic: 'fleet/{no}/down/video',
    title: 'Video lease',
    description: 'Stream the camera until `until` with this picture; renewed every 5 s while someone watches.',
    schema: ZVideoControl,
  },
];

export const SCHEMA_FILES: SchemaFile[] = [
  ...Object.values(UP_FILES).map((f) => ({ ...f, io: 'input' as const })),
  ...DOWN_FILES.map((f) => ({ ...f, io: 'output' as const })),
];

/**
 * zod marks output objects closed (`additionalProperties: false`); a robot must ignore fields it does
 * not know in what the server sends, as the server ignores unknown fields a robot sends, so newer
 * servers and firmware can add fields. Input objects are open already.
 */
const openObjects = (node: unknown): void => {
  if (Array.isArray(node)) return node.forEach(openObjects);
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.additionalProperties === false) delete o.additionalProperties;
  Object.values(o).forEach(openObjects);
};

/** The file name and text of every schema file, as committed in docs/device-protocol/. */
export const buildDeviceSchemas = (): Record<string, string> =>
  Object.fromEntries(
    SCHEMA_FILES.map((f) => {
      const generated = z.toJSONSchema(f.schema, { io: f.io }) as Record<string, unknown>;
      const { $schema, description: _, ...body } = generated;
      openObjects(body);
      const doc = {
        $schema,
        $id: `${ID_PREFIX}${f.name}`,
        title: f.title,
        description: `${f.topic}: ${f.description}`,
        ...body,
      };
      return [`${f.name}.schema.json`, `${JSON.stringify(doc, null, 2)}\n`];
    }),
  );
