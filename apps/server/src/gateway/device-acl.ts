import {
  DEVICE_BULK_MAX_BYTES,
  DEVICE_KEEPALIVE_MAX_SECONDS,
  devicePacketLimit,
  hasTopicMetaChars,
  RETAINED_UP_KIND,
  TOPIC_ROOT,
  type TUpKind,
} from '@fleet/contracts';
import type { AedesOptions, AuthenticateError, Client } from 'aedes';
import { deviceSecretMatches } from '../lib/device-secret';
import { sameSecret } from '../lib/same-secret';
import { publishPacketSize } from './packet-size-guard';
import type { RobotDirectory } from './robot-directory';
import type { Stats } from './stats';

/**
 * Who may do what on the embedded broker (design.md §4). A robot logs in with username = device
 * number, password = device secret, and client id = device number (so a second connection of the
 * same robot takes over the first, and the id can never carry a wildcard). It may publish anywhere
 * under `fleet/{own}/up/` (a subtopic the protocol does not define is refused by ingest, counted and
 * reported to the robot's vendor: a firmware that adds a topic must not knock its robots offline) and
 * subscribe only under `fleet/{own}/down/`, and only its status may be
 * retained (a retain flag elsewhere is cleared, the message still delivered: the broker would keep a
 * copy per topic and robot after it left). A publish over its topic's size limit closes the
 * connection (contracts `devicePacketLimit`; before the body is read, `packetLimit` bounds any packet
 * of a connection: a robot's by the largest topic limit, one not yet logged in by MQTT_MAX_PACKET_KB).
 * The server's own clients
 * (other instances attached to this broker) log in with the server credential and may do anything;
 * this process itself publishes through aedes directly, which bypasses these hooks.
 */
export interface ServerCredential {
  username: string;
  password: string | undefined;
}

const refusal = (code: 2 | 3 | 4 | 5, message: string) =>
  Object.assign(new Error(message), { returnCode: code as AuthenticateError['returnCode'] }) as AuthenticateError;

export const createDeviceAcl = (deps: { directory: RobotDirectory; stats: Stats; server: ServerCredential; packetMaxBytes: number }) => {
  const { directory, stats, server, packetMaxBytes } = deps;
  const devices = new WeakMap<Client, string>();
  const privileged = new WeakSet<Client>();
  const keepalives = new WeakMap<Client, number>();
  /** The newest accepted connection per device number: a takeover closes the older one after it is accepted. */
  const current = new Map<string, Client>();

  const preConnect: NonNullable<AedesOptions['preConnect']> = (client, packet, done) => {
    keepalives.set(client, packet.keepalive ?? 0);
    done(null, true);
  };

  const authenticate: NonNullable<AedesOptions['authenticate']> = (client, username, password, done) => {
    const secret = password?.toString('utf8') ?? '';
    const refuse = (code: 2 | 3 | 4 | 5, why: string) => {
      stats.warn('authRefused', { clientId: client.id, username, why });
      done(refusal(code, why), false);
    };
    if (username !== undefined && username === server.username) {
      if (!server.password || !sameSecret(secret, server.password)) return refuse(4, 'server credential');
      privileged.add(client);
      return done(null, true);
    }
    if (!username || hasTopicMetaChars(username)) return refuse(4, 'username');
    if (client.id !== username) return refuse(2, 'client id must equal the device number');
    const keepalive = keepalives.get(client) ?? 0;
    // A keep-alive of 0 would let a dead robot look online until TCP gives up (minutes to hours).
    if (keepalive === 0 || keepalive > DEVICE_KEEPALIVE_MAX_SECONDS) return refuse(2, 'keep-alive');
    directory.credential(username).then(
      (cred) => {
        if (!cred || !deviceSecretMatches(secret, cred.secretHash)) return refuse(4, 'credential');
        devices.set(client, username);
        upPrefixes.set(client, `${TOPIC_ROOT}/${username}/up/`);
        current.set(username, client);
        done(null, true);
      },
      () => refuse(3, 'lookup failed'),
    );
  };

  /** Per robot connection `fleet/{own}/up/`: every publish is checked against it (10,000 a second). */
  const upPrefixes = new WeakMap<Client, string>();
  const authorizePublish: NonNullable<AedesOptions['authorizePublish']> = (client, packet, done) => {
    // null: a Last Will aedes publishes after its client is gone; it was checked when it was set.
    if (!client || privileged.has(client)) return done(null);
    const prefix = upPrefixes.get(client);
    const topic = packet.topic;
    // `up/#` as an MQTT filter means `up` itself too: the external broker's ACL allows it, so does this one.
    const own = prefix !== undefined && (topic.startsWith(prefix) || topic === prefix.slice(0, -1));
    const kind = own ? topic.slice(prefix.length) : '';
    if (!own) {
      stats.warn('aclDenied', { clientId: client.id, topic, op: 'publish' });
      // MQTT 3.1.1 cannot refuse one publish: aedes drops it and closes the connection (MQTT-3.3.5-2).
      return done(new Error('publish not authorized'));
    }
    const bytes = publishPacketSize(topic, Buffer.byteLength(packet.payload), packet.qos);
    // An unknown subtopic has the default limit (devicePacketLimit of a kind it does not name).
    if (bytes > devicePacketLimit(kind as TUpKind, packetMaxBytes)) {
      stats.warn('oversized', { clientId: client.id, topic, bytes });
      return done(new Error('packet too large'));
    }
    if (packet.retain && kind !== RETAINED_UP_KIND) {
      packet.retain = false;
      stats.warn('retainStripped', { clientId: client.id, topic });
    }
    done(null);
  };

  const authorizeSubscribe: NonNullable<AedesOptions['authorizeSubscribe']> = (client, sub, done) => {
    if (privileged.has(client)) return done(null, sub);
    const own = devices.get(client);
    if (own && sub.topic.startsWith(`${TOPIC_ROOT}/${own}/down/`)) return done(null, sub);
    stats.warn('aclDenied', { clientId: client.id, topic: sub.topic, op: 'subscribe' });
    done(null, null); // SUBACK 0x80 for this filter; the connection stays.
  };

  /** The largest packet this connection may send next, before its body is read (packet-size-guard.ts). */
  const packetLimit = (client: Client | undefined) =>
    client && privileged.has(client)
      ? Infinity
      : client && devices.has(client)
        ? Math.max(packetMaxBytes, DEVICE_BULK_MAX_BYTES)
        : packetMaxBytes;

  return {
    hooks: { preConnect, authenticate, authorizePublish, authorizeSubscribe },
    packetLimit,
    /** The device number a connected client logged in as (undefined for server clients). */
    deviceOf: (client: Client) => devices.get(client),
    /**
     * A robot's connection ended: its number when it was the robot's newest connection (the robot is
     * gone), undefined for server clients and for a connection another one of the robot took over.
     */
    release(client: Client) {
      const no = devices.get(client);
      if (no === undefined || current.get(no) !== client) return undefined;
      current.delete(no);
      return no;
    },
  };
};
