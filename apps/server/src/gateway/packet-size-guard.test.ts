import { describe, expect, it } from 'vitest';
import { createFrameReader, publishPacketSize } from './packet-size-guard';

/** MQTT 3.1.1 §2.2.3: the remaining length, 7 bits a byte, least significant first. */
const remainingLength = (n: number) => {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
};
const TOPIC = 'fleet/YJ-130-00001/up/telemetry';
/** §3.3: PUBLISH = 0x30 | qos << 1, remaining length, topic (2-byte length + UTF-8), packet id at QoS > 0, payload. */
const publish = (payloadBytes: number, qos: 0 | 1 = 0) => {
  const topic = Buffer.from(TOPIC);
  const variable = Buffer.concat([Buffer.from([topic.length >> 8, topic.length & 0xff]), topic, Buffer.from(qos ? [0, 7] : [])]);
  const rest = variable.length + payloadBytes;
  return Buffer.concat([Buffer.from([0x30 | (qos << 1), ...remainingLength(rest)]), variable, Buffer.alloc(payloadBytes, 0x61)]);
};
const ping = () => Buffer.from([0xc0, 0x00]);

/** Feeds `bytes` in pieces of `size`; false as soon as a piece is refused. */
const feed = (bytes: Buffer, size: number, limit: number) => {
  const reader = createFrameReader();
  for (let i = 0; i < bytes.length; i += size) if (!reader.accept(bytes.subarray(i, i + size), () => limit)) return false;
  return true;
};

describe('packet size guard', () => {
  it("counts a PUBLISH as the wire does (1- to 4-byte remaining lengths, the spec's boundary values)", () => {
    expect(remainingLength(127)).toEqual([0x7f]);
    expect(remainingLength(128)).toEqual([0x80, 0x01]);
    expect(remainingLength(2_097_152)).toEqual([0x80, 0x80, 0x80, 0x01]);
    for (const [n, qos] of [
      [10, 0],
      [200, 1],
      [20_000, 0],
      [3_000_000, 1],
    ] as const) {
      expect(publishPacketSize(TOPIC, n, qos)).toBe(publish(n, qos).length);
    }
  });

  it('lets packets up to the limit through, whatever the chunking, and follows packet boundaries', () => {
    const stream = Buffer.concat([ping(), publish(100), ping(), publish(20_000, 1), publish(0)]);
    const limit = publish(20_000, 1).length;
    for (const size of [1, 2, 3, 7, 64, 1000, stream.length]) expect(feed(stream, size, limit)).toBe(true);
  });

  it('refuses the chunk that announces a packet over the limit, even with its header split across chunks', () => {
    const stream = Buffer.concat([publish(100), ping(), publish(20_000)]);
    for (const size of [1, 2, 3, 64, stream.length]) expect(feed(stream, size, 20_000)).toBe(false);
    // Refused at the header: the body need not have arrived.
    const header = publish(5_000_000).subarray(0, 8);
    expect(createFrameReader().accept(header, () => 4 * 1024 * 1024)).toBe(false);
  });

  it('refuses a remaining length longer than MQTT allows (a fifth length byte)', () => {
    expect(createFrameReader().accept(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]), () => Infinity)).toBe(false);
  });
});
