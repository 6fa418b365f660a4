import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LiveConnection } from './live-connection';
import type { RelayedFrame } from './video-relay';

/** A socket whose send buffer we control: above the high-water mark nothing more should be written. */
const fakeSocket = () => {
  const sent: string[] = [];
  const callbacks: (() => void)[] = [];
  const s = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string, cb?: () => void) => {
      sent.push(data);
      if (cb) callbacks.push(cb);
    },
    close: () => undefined,
  };
  return { socket: s as unknown as WebSocket, raw: s, sent, drain: () => callbacks.splice(0).forEach((cb) => cb()) };
};
const frame = (robotId: number, ts: number): RelayedFrame => ({
  robotId,
  ts,
  jpeg: Buffer.from([0xff, 0xd8]),
  message: () => JSON.stringify({ type: 'frame', robotId, ts, jpeg: '/9g=' }),
});

describe('LiveConnection video', () => {
  it('sends a frame at once while the browser keeps up', () => {
    const f = fakeSocket();
    const c = new LiveConnection(f.socket);
    c.queueFrame(frame(1, 100));
    c.queueFrame(frame(1, 200));
    expect(f.sent.map((m) => (JSON.parse(m) as { ts: number }).ts)).toEqual([100, 200]);
  });

  it('behind a slow browser keeps only the newest frame per robot, counting the others dropped, and sends it once the socket drained', () => {
    const f = fakeSocket();
    const dropped: string[] = [];
    const c = new LiveConnection(f.socket, { value: null }, (what) => void dropped.push(what));
    f.raw.bufferedAmount = 10 * 1024 * 1024;
    for (let ts = 1; ts <= 50; ts++) c.queueFrame(frame(1, ts));
    c.queueFrame(frame(2, 7));
    expect(f.sent).toEqual([]);
    expect(dropped).toEqual(Array<string>(49).fill('frame'));
    f.raw.bufferedAmount = 0;
    c.flush();
    expect(f.sent.map((m) => JSON.parse(m) as { robotId: number; ts: number })).toEqual([
      { type: 'frame', robotId: 1, ts: 50, jpeg: '/9g=' },
      { type: 'frame', robotId: 2, ts: 7, jpeg: '/9g=' },
    ]);
  });

  it('goes on from the write callback, not a whole flush tick later', () => {
    const f = fakeSocket();
    const c = new LiveConnection(f.socket);
    c.queueFrame(frame(1, 1));
    f.raw.bufferedAmount = 10 * 1024 * 1024;
    c.queueFrame(frame(1, 2));
    c.queueFrame(frame(1, 3));
    expect(f.sent).toHaveLength(1);
    f.raw.bufferedAmount = 0;
    f.drain();
    expect((JSON.parse(f.sent.at(-1)!) as { ts: number }).ts).toBe(3);
    expect(f.sent).toHaveLength(2);
  });

  it('forgets the frames of a robot it stopped watching', () => {
    const f = fakeSocket();
    const c = new LiveConnection(f.socket);
    let left = 0;
    c.videos.set(1, () => (left += 1));
    f.raw.bufferedAmount = 10 * 1024 * 1024;
    c.queueFrame(frame(1, 1));
    c.unwatchVideo(1);
    f.raw.bufferedAmount = 0;
    c.flush();
    expect(f.sent).toEqual([]);
    expect(left).toBe(1);
  });
});
