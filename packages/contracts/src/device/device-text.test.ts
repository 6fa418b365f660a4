import { describe, expect, it } from 'vitest';
import { isDeviceTextSafe } from './device-text';
import { ZCommandAck, ZDeviceEvent, ZDeviceStatus, ZTelemetry } from './payloads';
import { ZConfigReport, ZLogUpload, ZMapManifest, ZRunReport } from './operate-payloads';
import { COMMAND_ARGS } from './commands';

const NUL = 'a\u0000b';
const HIGH_ALONE = 'x\uD83D';
const LOW_ALONE = '\uDE00y';

describe('deviceText', () => {
  it('refuses U+0000 and surrogates without their pair, anywhere in the string', () => {
    for (const bad of [NUL, '\u0000', HIGH_ALONE, LOW_ALONE, '\uDE00\uD83D', 'ok\uD83Dok']) expect(isDeviceTextSafe(bad)).toBe(false);
  });

  it('accepts any other Unicode text, pairs of surrogates included', () => {
    for (const good of ['', 'Side brush blocked', '边刷卡住', 'ブラシ', 'fire 🔥 ok', '\t\n\u0001\uFFFD'])
      expect(isDeviceTextSafe(good)).toBe(true);
  });
});

describe('device payloads', () => {
  const telemetry = {
    ts: 1,
    battery: 50,
    workStatus: 0,
    deviceState: 0,
    locationState: 1,
    chargeStatus: 0,
    speed: 0,
    pose: { mapId: 'm', x: 0, y: 0, angle: 0 },
    taskId: null,
    progress: null,
  };
  const config = {
    ts: 1,
    values: {
      volume: 1,
      maxSpeed: 0.5,
      waterLevel: 1,
      returnBattery: 20,
      obstacleDistance: 0.3,
      junkEventMode: 'work',
      streamingVersion: 2,
    },
  };

  it('refuses an unsafe string in every kind of field: status, telemetry, event, ack, run, configuration, maps, log, commands', () => {
    expect(ZDeviceStatus.safeParse({ online: true, firmware: NUL }).success).toBe(false);
    expect(ZTelemetry.safeParse({ ...telemetry, taskId: HIGH_ALONE }).success).toBe(false);
    expect(ZTelemetry.safeParse({ ...telemetry, pose: { ...telemetry.pose, mapId: NUL } }).success).toBe(false);
    expect(ZDeviceEvent.safeParse({ ts: 1, type: 'bump', level: 'info', message: NUL }).success).toBe(false);
    expect(ZDeviceEvent.safeParse({ ts: 1, type: LOW_ALONE, level: 'info' }).success).toBe(false);
    expect(ZCommandAck.safeParse({ commandId: '7d0c5f8e-2f7e-4c4b-9a8e-2b1f3f1d6a55', result: 'failed', reason: NUL }).success).toBe(false);
    expect(ZRunReport.safeParse({ runId: 'r', source: 'auto', startedAt: 1, state: 'running', name: NUL }).success).toBe(false);
    expect(ZConfigReport.safeParse({ ...config, versions: { [NUL]: '1.0' } }).success).toBe(false);
    expect(ZConfigReport.safeParse({ ...config, versions: { app: HIGH_ALONE } }).success).toBe(false);
    expect(ZMapManifest.safeParse({ ts: 1, activeMapId: NUL, maps: [] }).success).toBe(false);
    expect(
      ZLogUpload.safeParse({ logId: '7d0c5f8e-2f7e-4c4b-9a8e-2b1f3f1d6a55', fileName: NUL, lines: 1, encoding: 'gzip-base64', data: '' })
        .success,
    ).toBe(false);
    expect(COMMAND_ARGS.startTask.safeParse({ taskId: NUL }).success).toBe(false);
    // The same payloads with safe text pass, so the refusals above are the text's doing.
    expect(ZDeviceStatus.safeParse({ online: true, firmware: 'fw 🔥', keepAlive: 10 }).success).toBe(true);
    expect(ZConfigReport.safeParse({ ...config, versions: { app: '3.2.0' } }).success).toBe(true);
  });
});
