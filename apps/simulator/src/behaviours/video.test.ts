import { decodeVideoFrame, VIDEO_PROFILES } from '@fleet/contracts';
import jpeg from 'jpeg-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { renderCameraView } from './camera';
import { captionTime, captureFrame, VideoStreamer } from './video';

const map = generateFloorMap(3);
const lease = (o: Record<string, unknown>) => Buffer.from(JSON.stringify(o));

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const make = () => new RobotModel({ map, seed: 3, now: () => Date.now() });

describe('camera', () => {
  it('renders a first-person view with walls, floor and ceiling (not a blank picture)', () => {
    const img = renderCameraView(map, map.dock, { width: 160, height: 90 }, []);
    const lum = new Set<number>();
    for (let i = 0; i < img.data.length; i += 4) lum.add(img.data[i]! + img.data[i + 1]! + img.data[i + 2]!);
    expect(lum.size).toBeGreaterThan(20);
  });

  it('shows a different picture when the robot turns', () => {
    const a = renderCameraView(map, map.dock, { width: 160, height: 90 }, []);
    const b = renderCameraView(map, { ...map.dock, angle: map.dock.angle + Math.PI / 2 }, { width: 160, height: 90 }, []);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
  });

  it('encodes a JPEG of the lease size that decodes, with its capture time in front', () => {
    const payload = captureFrame(make(), 'SIM-130-00001', VIDEO_PROFILES[2]);
    const frame = decodeVideoFrame(payload)!;
    expect(frame.ts).toBe(Date.now());
    const img = jpeg.decode(frame.jpeg, { useTArray: true });
    expect([img.width, img.height]).toEqual([640, 360]);
  });

  it('burns the time into the frame: a robot standing still still gives different frames', () => {
    const m = make();
    const a = decodeVideoFrame(captureFrame(m, 'SIM-130-00001', VIDEO_PROFILES[1]))!;
    vi.advanceTimersByTime(1000);
    const b = decodeVideoFrame(captureFrame(m, 'SIM-130-00001', VIDEO_PROFILES[1]))!;
    expect(Buffer.from(a.jpeg).equals(Buffer.from(b.jpeg))).toBe(false);
    expect(captionTime(Date.UTC(2026, 10, 22, 5, 6, 7, 8))).toBe('2026-11-22 05:06:07.008 UTC');
  });
});

describe('VideoStreamer', () => {
  it('streams at the lease fps until the lease ends, then stops by itself', () => {
    const sent: Uint8Array[] = [];
    const s = new VideoStreamer(make(), 'SIM-130-00001', (p) => sent.push(p));
    s.control(lease({ until: Date.now() + 2_000, fps: 2, width: 320, height: 180 }));
    expect(s.streaming).toBe(true);
    vi.advanceTimersByTime(1_900);
    // One at once, then every 500 ms.
    expect(sent).toHaveLength(4);
    vi.advanceTimersByTime(5_000);
    expect(s.streaming).toBe(false);
    expect(sent).toHaveLength(4);
    const ts = sent.map((p) => decodeVideoFrame(p)!.ts);
    expect(new Set(ts).size).toBe(4);
  });

  it('keeps streaming while the lease is renewed', () => {
    const sent: Uint8Array[] = [];
    const s = new VideoStreamer(make(), 'SIM-130-00001', (p) => sent.push(p));
    for (let i = 0; i < 4; i++) {
      s.control(lease({ until: Date.now() + 1_500, fps: 1, width: 320, height: 180 }));
      vi.advanceTimersByTime(1_000);
    }
    expect(s.streaming).toBe(true);
    expect(sent.length).toBeGreaterThanOrEqual(4);
  });

  it('ignores anything that is not a valid lease, and renders nothing without one', () => {
    const sent: Uint8Array[] = [];
    const s = new VideoStreamer(make(), 'SIM-130-00001', (p) => sent.push(p));
    s.control(Buffer.from('not json'));
    s.control(lease({ until: Date.now() + 5_000, fps: 500, width: 320, height: 180 }));
    vi.advanceTimersByTime(3_000);
    expect(s.streaming).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('stops at once on a lease that already ended', () => {
    const s = new VideoStreamer(make(), 'SIM-130-00001', () => undefined);
    s.control(lease({ until: Date.now() + 5_000, fps: 2, width: 320, height: 180 }));
    s.control(lease({ until: 0, fps: 2, width: 320, height: 180 }));
    expect(s.streaming).toBe(false);
  });
});
