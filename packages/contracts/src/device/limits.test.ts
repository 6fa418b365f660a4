import { describe, expect, it } from 'vitest';
import {
  DEVICE_BULK_MAX_BYTES,
  DEVICE_PACKET_MAX_KB_DEFAULT,
  DEVICE_STATUS_MAX_BYTES,
  devicePacketLimit,
  EVENT_IMAGE_MAX_BYTES,
  LOG_MAX_BYTES,
} from './limits';
import { ZMapGrid } from './operate-payloads';
import { VIDEO_FRAME_MAX_BYTES } from './video';

const DEFAULT = DEVICE_PACKET_MAX_KB_DEFAULT * 1024;
/** Topic, fixed header, packet id and an event's other fields: generous. */
const OVERHEAD = 4 * 1024;

describe('device packet limits', () => {
  it('keep the status small, let the uploads the server asks for exceed the packet limit, and the rest follow it', () => {
    expect(devicePacketLimit('status', DEFAULT)).toBe(DEVICE_STATUS_MAX_BYTES);
    expect(devicePacketLimit('map', DEFAULT)).toBe(DEVICE_BULK_MAX_BYTES);
    expect(devicePacketLimit('log', DEFAULT)).toBe(DEVICE_BULK_MAX_BYTES);
    expect(devicePacketLimit('maps', DEFAULT)).toBe(DEVICE_BULK_MAX_BYTES);
    expect(devicePacketLimit('telemetry', DEFAULT)).toBe(DEFAULT);
    expect(devicePacketLimit('video', 64 * 1024)).toBe(64 * 1024);
  });

  it('fit the largest payload each topic may carry by its schema', () => {
    expect(8 + VIDEO_FRAME_MAX_BYTES + OVERHEAD).toBeLessThanOrEqual(devicePacketLimit('video', DEFAULT));
    expect((EVENT_IMAGE_MAX_BYTES / 3) * 4 + OVERHEAD).toBeLessThanOrEqual(devicePacketLimit('event', DEFAULT));
    expect((LOG_MAX_BYTES / 3) * 4 + OVERHEAD).toBeLessThanOrEqual(devicePacketLimit('log', DEFAULT));
    expect(ZMapGrid.shape.data.maxLength! + OVERHEAD).toBeLessThanOrEqual(devicePacketLimit('map', DEFAULT));
  });
});
