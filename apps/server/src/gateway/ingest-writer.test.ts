import type { TDeviceEvent } from '@fleet/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotEvents, robotState, robotTelemetry } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createTestRobot, telemetry, type TestRobot } from '../../test/robot-fixtures';
import { createIngestWriter } from './ingest-writer';
import { createStats } from './stats';

/**
 * The batch writer on its own, fed rows the device schemas would refuse (a NUL PostgreSQL cannot
 * store): isolation must not depend on the schemas catching everything.
 */
let t: TestApp;
let good: TestRobot;
let bad: TestRobot;
const logged: Record<string, unknown>[] = [];
const log = { warn: (detail: Record<string, unknown>) => void logged.push(detail) } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
  good = await createTestRobot(t.database.db);
  bad = await createTestRobot(t.database.db);
});
afterAll(() => t.close());

const event = (over: Partial<TDeviceEvent> = {}): TDeviceEvent => ({ ts: Date.now(), type: 'bump', level: 'warning', ...over });

describe('ingest writer', () => {
  it("writes every other robot's events, states, samples and presence when one row of a batch fails in the database", async () => {
    const db = t.database.db;
    const stats = createStats(log);
    const batches: [string, number][] = [];
    const writer = createIngestWriter(db, stats, {
      flushMs: 3_600_000,
      sampleEveryMs: 10_000,
      onBatch: (b, rows) => void batches.push([b, rows]),
    });
    const at = Date.now();
    // The bad robot's rows sit between the good one's, so a batch statement carries both.
    writer.event(good.id, event({ code: 'G1' }), at);
    writer.event(bad.id, event({ message: 'jammed\u0000' }), at);
    writer.event(good.id, event({ code: 'G2' }), at);
    writer.telemetry(bad.id, telemetry({ taskId: 'task\u0000' }), at);
    writer.telemetry(good.id, telemetry({ battery: 44 }), at);
    writer.presence(bad.id, { online: true, firmware: 'fw\u0000' }, at);
    writer.presence(good.id, { online: true, firmware: 'fw-ok' }, at);
    await writer.close();

    const events = await db
      .select()
      .from(robotEvents)
      .where(inArray(robotEvents.robotId, [good.id, bad.id]));
    expect(events.map((e) => [e.robotId, e.code]).sort()).toEqual([
      [good.id, 'G1'],
      [good.id, 'G2'],
    ]);
    const [state] = await db.select().from(robotState).where(eq(robotState.robotId, good.id));
    expect(state).toMatchObject({ online: true, firmware: 'fw-ok', battery: 44 });
    expect(await db.select().from(robotState).where(eq(robotState.robotId, bad.id))).toEqual([]);
    expect(await db.select().from(robotTelemetry).where(eq(robotTelemetry.robotId, good.id))).toMatchObject([{ battery: 44 }]);
    expect(await db.select().from(robotTelemetry).where(eq(robotTelemetry.robotId, bad.id))).toEqual([]);
    // The bad robot's event, state, history sample and presence: each refused alone, none as a batch.
    expect(stats.snapshot()).toMatchObject({ rowsRejected: 4, writeErrors: 0 });
    // Each batch is reported once, whole, however it was split to find the bad row (/metrics' histogram).
    expect(batches.sort()).toEqual([
      ['events', 3],
      ['presence', 2],
      ['samples', 2],
      ['state', 2],
    ]);
    expect(logged).toContainEqual(expect.objectContaining({ kind: 'rowsRejected', robotId: bad.id, deviceNumber: bad.deviceNumber }));
  });
});
