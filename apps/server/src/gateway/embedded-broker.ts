import { UP_WILDCARD } from '@fleet/contracts';
import { Aedes, type AedesPublishPacket, type Client } from 'aedes';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { createWebSocketStream, type WebSocket } from 'ws';
import { noticeFilter, parseNotice, type Bus, type NoticeHandler, type UplinkHandler } from './bus';
import type { createDeviceAcl } from './device-acl';

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
  broker.on('clientReady', (client: Client) => {
    const device = opts.acl.deviceOf(client);
    if (device) opts.onDeviceConnected(device);
  });
  // A client's socket error is its own problem; aedes closes it and publishes its will.
  broker.on('clientError', () => undefined);
  broker.on('connectionError', () => undefined);

  let server: net.Server | undefined;
  let port: number | null = null;
  if (opts.port !== false) {
    const tcp = net.createServer((socket) => broker.handle(socket));
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
        broker.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain, dup: false }, (e) => (e ? reject(e) : resolve())),
      ),
    close: async () => undefined,
  };

  return {
    bus,
    port,
    handleWebSocket: (socket, req) => void broker.handle(createWebSocketStream(socket), req),
    disconnect: (deviceNumber) =>
      new Promise((resolve) => {
        const client = (broker as unknown as { clients: Record<string, Client | undefined> }).clients[deviceNumber];
        if (!client) return resolve();
        client.close(() => resolve());
      }),
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
