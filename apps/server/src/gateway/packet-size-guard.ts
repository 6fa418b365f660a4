import type { Duplex } from 'node:stream';

/**
 * A maximum MQTT packet size for the embedded broker, which has none: aedes (mqtt-packet) buffers a
 * packet whole before anyone sees it, so a 100 MB publish costs 100 MB before authorizePublish can say
 * no. The fixed header announces the size up front (one byte of type, then the remaining length in
 * 1–4 bytes of 7 bits, least significant first): a connection whose next packet announces more than
 * its limit is closed at that header, before the body is read.
 */

/** Follows packet boundaries across chunks; `accept` is false for a chunk that starts a packet over `limit()`. */
export const createFrameReader = () => {
  /** Body bytes of the current packet still to come. */
  let skip = 0;
  /** The fixed header read so far (it may be split across chunks). */
  let header: number[] = [];
  return {
    accept(chunk: Uint8Array, limit: () => number): boolean {
      let i = 0;
      while (i < chunk.length) {
        if (skip > 0) {
          const n = Math.min(skip, chunk.length - i);
          skip -= n;
          i += n;
          continue;
        }
        const byte = chunk[i++]!;
        header.push(byte);
        if (header.length === 1) continue;
        if (byte & 0x80) {
          // A fifth length byte does not exist in MQTT: a malformed stream, closed like an oversized one.
          if (header.length === 5) return false;
          continue;
        }
        let remaining = 0;
        for (let k = header.length - 1; k >= 1; k--) remaining = remaining * 128 + (header[k]! & 0x7f);
        const size = header.length + remaining;
        header = [];
        if (size > limit()) return false;
        skip = remaining;
      }
      return true;
    },
  };
};

/** Bytes of a PUBLISH packet on the wire (as the guard counts them), for the per-topic limits of the ACL. */
export const publishPacketSize = (topic: string, payloadBytes: number, qos: number) => {
  const remaining = 2 + Buffer.byteLength(topic) + (qos > 0 ? 2 : 0) + payloadBytes;
  const lengthBytes = remaining < 128 ? 1 : remaining < 16_384 ? 2 : remaining < 2_097_152 ? 3 : 4;
  return 1 + lengthBytes + remaining;
};

/**
 * Watches what aedes reads from `conn` (it reads with `conn.read()` on 'readable', never with 'data'
 * events): a chunk starting a packet over `limit()` bytes destroys the connection instead of reaching
 * the parser, and `onOversize` is told. `limit` is asked at each packet, so it can grow once the
 * client has authenticated.
 */
export const guardPacketSize = (conn: Duplex, limit: () => number, onOversize: () => void) => {
  const frames = createFrameReader();
  const read = conn.read.bind(conn);
  conn.read = (size?: number): unknown => {
    const chunk: unknown = read(size);
    if (chunk instanceof Uint8Array && !frames.accept(chunk, limit)) {
      onOversize();
      conn.destroy();
      return null;
    }
    return chunk;
  };
};
