import { decodeVideoFrame, DEVICE_PACKET_MAX_KB_DEFAULT, devicePacketLimit, VIDEO_FRAME_MAX_BYTES, VIDEO_PROFILES } from '@fleet/contracts';
import jpeg from 'jpeg-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { cellAt, CELL_FREE } from '../map/grid-map';
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

  it('shows a wall close up as a wall (tiles and grout), not a flat grey picture', () => {
    // Walk from the dock along its heading to the first wall, then stand 0.4 m in front of it.
    const { x, y, angle } = map.dock;
    let d = 0;
    const free = (m: number) =>
      cellAt(
        map,
        Math.floor((x + Math.cos(angle) * m - map.origin.x) / map.resolution),
        Math.floor((y + Math.sin(angle) * m - map.origin.y) / map.resolution),
      ) === CELL_FREE;
    while (free(d + map.resolution)) d += map.resolution;
    const pose = { x: x + Math.cos(angle) * (d - 0.4), y: y + Math.sin(angle) * (d - 0.4), angle };
    const img = renderCameraView(map, pose, { width: 160, height: 90 }, []);
    const lum = (px: number, py: number) => {
      const o = (py * 160 + px) * 4;
      return img.data[o]! + img.data[o + 1]! + img.data[o + 2]!;
    };
    // Grout lines run across the picture and down it: rows and columns that are not one flat colour.
    const contrast = (values: number[]) => Math.max(...values) - Math.min(...values);
    const columns = Array.from({ length: 160 }, (_, px) => contrast(Array.from({ length: 90 }, (_, py) => lum(px, py))));
    const rows = Array.from({ length: 90 }, (_, py) => contrast(Array.from({ length: 160 }, (_, px) => lum(px, py))));
    expect(columns.filter((c) => c > 150).length).toBeGreaterThan(80);
    expect(rows.filter((r) => r > 150).length).toBeGreaterThan(45);
  });

  it('shows a different picture when the robot turns', () => {
    const a = renderCameraView(map, map.dock, { width: 160, height: 90 }, []);
    const b = renderCameraView(map, { ...map.dock, angle: map.dock.angle + Math.PI / 2 }, { width: 160, height: 90 }, []);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
  });

  it("fits its frames in the broker's default packet limit with room to spare (about 25 KB of 240 KB)", () => {
    const model = make();
    for (const angle of [0, 1, 2, 3, 4, 5]) {
      model.pose.angle = angle;
      const payload = captureFrame(model, 'SIMULATION-130-00001', VIDEO_PROFILES[2]);
      expect(payload.length).toBeLessThan(VIDEO_FRAME_MAX_BYTES / 4);
      expect(payload.length).toBeLessThan(devicePacketLimit('video', DEVICE_PACKET_MAX_KB_DEFAULT * 1024) / 4);
    }
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
