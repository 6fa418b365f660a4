import { z } from 'zod';
import { StreamingVersion, type TStreamingVersion } from '../enums/robot.enums';

/**
 * Live video over the device protocol (docs/device-protocol.md "Video"). The robot streams only while
 * it holds a lease: `fleet/{no}/down/video` carries `{ until, fps, width, height }`, re-published by
 * every server instance with watchers every VIDEO_LEASE_RENEW_MS with until = now + VIDEO_LEASE_MS.
 * A crashed server or a closed tab therefore stops the stream within seconds, with no stop message
 * and no coordination between instances. Frames go up on `fleet/{no}/up/video` as binary payloads.
 */
export const VIDEO_LEASE_MS = 15_000;
export const VIDEO_LEASE_RENEW_MS = 5_000;
/**
 * A frame larger than this is dropped by the server (and never produced by a sane camera at 640×360:
 * the simulator's are about 25 KB). With its timestamp and topic it fits the default packet limit.
 */
export const VIDEO_FRAME_MAX_BYTES = 240 * 1024;
const TS_BYTES = 8;

export const ZVideoControl = z.object({
  /** Epoch ms: the robot streams until then (0 or the past: stop now). */
  until: z.number().int().nonnegative().describe('Epoch milliseconds: stream until then; 0 or the past: stop now.'),
  fps: z.number().int().min(1).max(30).describe('Frames per second, 1–30.'),
  width: z.number().int().min(16).max(1920).describe('Picture width, pixels.'),
  height: z.number().int().min(16).max(1080).describe('Picture height, pixels.'),
});
export type TVideoControl = z.infer<typeof ZVideoControl>;

/**
 * What each streaming version asks of the camera. Both travel over this MQTT relay: there is no
 * WebRTC; 1.0 is the legacy "no WebRTC" mode (smaller, slower frames), 2.0 the current one.
 */
export const VIDEO_PROFILES: Record<TStreamingVersion, Omit<TVideoControl, 'until'>> = {
  [StreamingVersion.V1]: { fps: 2, width: 320, height: 180 },
  [StreamingVersion.V2]: { fps: 5, width: 640, height: 360 },
};

export interface TVideoFrame {
  /** Epoch ms when the robot captured the frame. */
  ts: number;
  jpeg: Uint8Array;
}

/** `up/video` payload: 8-byte big-endian epoch-ms capture time, then the JPEG bytes. */
export const encodeVideoFrame = (f: TVideoFrame): Uint8Array => {
  const out = new Uint8Array(TS_BYTES + f.jpeg.length);
  new DataView(out.buffer).setBigUint64(0, BigInt(Math.trunc(f.ts)), false);
  out.set(f.jpeg, TS_BYTES);
  return out;
};

/** JPEG files start with the SOI marker FF D8. */
const isJpeg = (b: Uint8Array) => b.length >= 2 && b[0] === 0xff && b[1] === 0xd8;

/** The frame, or null for a payload that is too short, too large or not a JPEG. Shares `payload`'s memory. */
export const decodeVideoFrame = (payload: Uint8Array): TVideoFrame | null => {
  if (payload.length <= TS_BYTES || payload.length > TS_BYTES + VIDEO_FRAME_MAX_BYTES) return null;
  const ts = Number(new DataView(payload.buffer, payload.byteOffset, TS_BYTES).getBigUint64(0, false));
  const jpeg = payload.subarray(TS_BYTES);
  if (!Number.isSafeInteger(ts) || !isJpeg(jpeg)) return null;
  return { ts, jpeg };
};
