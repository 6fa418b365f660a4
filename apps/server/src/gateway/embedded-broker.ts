import { UP_WILDCARD } from '@fleet/contracts';
import { Aedes, type AedesPublishPacket, type Client } from 'aedes';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { createWebSocketStream, type WebSocket } from 'ws';
import { noticeFilter, parseNotice, type Bus, type NoticeHandler, type UplinkHandler } from './bus';
import type { createDeviceAcl } from './device-acl';
import { guardPacketSize } from './packet-size-guard';

/**
 * The aedes broker inside the server (design.md §2): TCP on `port` (0 = any free port, false = none)
 * and MQTT over WebSocket through `handleWebSocket` (the `/mqtt` route). The server subscribes and
 * publishes through aedes directly, so its own traffic skips the device ACL and the network.
 */
export interface EmbeddedBroker {
  bus: Bus;
  /** The TCP port actually bound (port 0 asks for any), null without a TCP listener. */
  port: number | null;
  handleWebSocket(socket: WebSocket, req: IncomingMessage): void;
  /** Closes a robot's connection now (disabled, deleted, secret rotated). */
  disconnect(deviceNumber: string): Promise<void>;
  /** The retained messages matching an MQTT filter (what the broker holds for robots that left). */
  retained(filter: string): Promise<{ topic: string; payload: string }[]>;
}

export const startEmbeddedBroker = async (opts: {
  port: number | false;
  host?: string | undefined;
  group: string;
  acl: ReturnType<typeof createDeviceAcl>;
  onUplink: UplinkHandler;
  onNotice: NoticeHandler;
  /** A robot's connection was accepted: it is online from this moment (its status message follows). */
  onDeviceConnected: (deviceNumber: string) => void;
  /** A connection was closed for a packet over its limit. */
  onOversize: (clientId: string | null) => void;
  /** A robot's connection ended, with or without a Last Will, and no newer one of it took over (not called while closing). */
  onDeviceDisconnected: (deviceNumber: string) => void;
}): Promise<EmbeddedBroker & { close(): Promise<void> }> => {
  // A browser-tab-sized drain timeout: one stalled robot must not hold deliveries to the others.
  const broker = await Aedes.createBroker({ ...opts.acl.hooks, drainTimeout: 10_000 });
  const subscribe = (topic: string, deliver: (p: AedesPublishPacket, cb: () => void) => void) =>
    new Promise<void>((resolve) => broker.subscribe(topic, deliver, resolve));
  await subscribe(UP_WILDCARD, (packet, cb) => {
    opts.onUplink(packet.topic, packet.payload as Buffer, { live: true, ingest: true });
    cb();
  });
  await subscribe(noticeFilter(opts.group), (packet, cb) => {
    const name = parseNotice(opts.group, packet.topic);
    if (name) opts.onNotice(name, packet.payload as Buffer);
    cb();
  });
  let closing = false;
  broker.on('clientReady', (client: Client) => {
    const device = opts.acl.deviceOf(client);
    if (device && !closing) opts.onDeviceConnected(device);
  });
  broker.on('clientDisconnect', (client: Client) => {
    const device = opts.acl.release(client);
    // Closing: every robot is marked offline at once afterwards (gateway.plugin), no need to say it per robot.
    if (device && !closing) opts.onDeviceDisconnected(device);
  });
  // A client's socket error is its own problem; aedes closes it and publishes its will.
  broker.on('clientError', () => undefined);
  broker.on('connectionError', () => undefined);

  /** Every connection, TCP or WebSocket: packets over the connection's limit never reach the parser. */
  const accept = (conn: Duplex, req?: IncomingMessage) => {
    // The guard is in place before aedes reads anything; the client it asks about exists just after.
    const ref: { client?: Client } = {};
    guardPacketSize(
      conn,
      () => opts.acl.packetLimit(ref.client),
      () => opts.onOversize(ref.client?.id ?? null),
    );
    ref.client = broker.handle(conn, req);
  };

  let server: net.Server | undefined;
  let port: number | null = null;
  if (opts.port !== false) {
    const tcp = net.createServer((socket) => accept(socket));
    server = tcp;
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(opts.port as number, opts.host, () => resolve());
    });
    port = (tcp.address() as net.AddressInfo).port;
  }

  const bus: Bus = {
    kind: 'embedded',
    publish: (topic, payload, { qos, retain = false }) =>
      new Promise((resolve, reject) =>
        broker.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain, dup: false }, (e) =>
          e ? reject(e) : resolve(),
        ),
      ),
    close: async () => undefined,
  };

  return {
    bus,
    port,
    handleWebSocket: (socket, req) => accept(createWebSocketStream(socket), req),
    disconnect: (deviceNumber) =>
      new Promise((resolve) => {
        const client = (broker as unknown as { clients: Record<string, Client | undefined> }).clients[deviceNumber];
        if (!client) return resolve();
        client.close(() => resolve());
      }),
    retained: async (filter) => {
      const found: { topic: string; payload: string }[] = [];
      // aedes' own persistence (in memory): its type is not exported, the method is its documented API.
      type Retained = { topic: string; payload: Buffer | string };
      const { persistence } = broker as unknown as { persistence: { createRetainedStream(f: string): AsyncIterable<Retained> } };
      for await (const packet of persistence.createRetainedStream(filter))
        found.push({ topic: packet.topic, payload: String(packet.payload) });
      return found;
    },
    close: async () => {
      closing = true;
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
