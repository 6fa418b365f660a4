import { describe, expect, it } from 'vitest';
import { parseTopic, TOPIC_QOS } from './topics';
import { decodeVideoFrame, encodeVideoFrame, VIDEO_FRAME_MAX_BYTES, VIDEO_PROFILES, ZVideoControl } from './video';

const jpeg = (n: number) => {
  const b = new Uint8Array(n);
  b[0] = 0xff;
  b[1] = 0xd8;
  for (let i = 2; i < n; i++) b[i] = i % 251;
  return b;
};

describe('video frame codec', () => {
  it('round-trips the capture time (big-endian, 8 bytes) and the JPEG bytes', () => {
    const ts = Date.UTC(2026, 10, 22, 5, 6, 7, 8);
    const payload = encodeVideoFrame({ ts, jpeg: jpeg(100) });
    expect(payload.length).toBe(108);
    // Big-endian: the most significant byte first, so other languages decode it with one call.
    expect(Number(new DataView(payload.buffer).getBigUint64(0, false))).toBe(ts);
    const f = decodeVideoFrame(payload)!;
    expect(f.ts).toBe(ts);
    expect([...f.jpeg]).toEqual([...jpeg(100)]);
  });

  it('reads a frame inside a larger buffer (a Node Buffer from the pool)', () => {
    const inner = encodeVideoFrame({ ts: 42, jpeg: jpeg(20) });
    const big = new Uint8Array(200);
    big.set(inner, 33);
    expect(decodeVideoFrame(big.subarray(33, 33 + inner.length))).toMatchObject({ ts: 42 });
  });

  it('refuses what is not a frame: too short, not a JPEG, too large', () => {
    expect(decodeVideoFrame(new Uint8Array(8))).toBeNull();
    expect(decodeVideoFrame(new TextEncoder().encode('{"json":"not a frame"}'))).toBeNull();
    expect(decodeVideoFrame(encodeVideoFrame({ ts: 1, jpeg: jpeg(VIDEO_FRAME_MAX_BYTES) }))).not.toBeNull();
    expect(decodeVideoFrame(encodeVideoFrame({ ts: 1, jpeg: jpeg(VIDEO_FRAME_MAX_BYTES + 1) }))).toBeNull();
  });
});

describe('video control', () => {
  it('is a lease with the camera profile of a streaming version', () => {
    expect(ZVideoControl.parse({ until: 1, ...VIDEO_PROFILES[2] })).toEqual({ until: 1, fps: 5, width: 640, height: 360 });
    expect(VIDEO_PROFILES[1]).toEqual({ fps: 2, width: 320, height: 180 });
    expect(ZVideoControl.safeParse({ until: 1, fps: 0, width: 640, height: 360 }).success).toBe(false);
  });

  it('travels on down/video at QoS 0', () => {
    expect(parseTopic('fleet/SIM-1/down/video')).toEqual({ direction: 'down', deviceNumber: 'SIM-1', kind: 'video' });
    expect(TOPIC_QOS.video).toBe(0);
  });
});
