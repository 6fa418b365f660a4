import { hasTopicMetaChars, TOPIC_ROOT, UP_KINDS } from '@fleet/contracts';
import type { AedesOptions, AuthenticateError, Client } from 'aedes';
import { createHash, timingSafeEqual } from 'node:crypto';
import { deviceSecretMatches } from '../lib/device-secret';
import type { RobotDirectory } from './robot-directory';
import type { Stats } from './stats';

/**
 * Who may do what on the embedded broker (design.md §4). A robot logs in with username = device
 * number, password = device secret, and client id = device number (so a second connection of the
 * same robot takes over the first, and the id can never carry a wildcard). It may publish only to
 * `fleet/{own}/up/{kind}` and subscribe only under `fleet/{own}/down/`. The server's own clients
 * (other instances attached to this broker) log in with the server credential and may do anything;
 * this process itself publishes through aedes directly, which bypasses these hooks.
 */
export interface ServerCredential {
  username: string;
  password: string | undefined;
}

/** A keep-alive of 0 would let a dead robot look online until TCP gives up (minutes to hours). */
export const MAX_DEVICE_KEEPALIVE_SECONDS = 120;

const UP_KIND_SET: ReadonlySet<string> = new Set(UP_KINDS);

const refusal = (code: 2 | 3 | 4 | 5, message: string) =>
  Object.assign(new Error(message), { returnCode: code as AuthenticateError['returnCode'] }) as AuthenticateError;
const digest = (s: string) => createHash('sha256').update(s).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export const createDeviceAcl = (deps: { directory: RobotDirectory; stats: Stats; server: ServerCredential }) => {
  const { directory, stats, server } = deps;
  const devices = new WeakMap<Client, string>();
  const privileged = new WeakSet<Client>();
  const keepalives = new WeakMap<Client, number>();

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
    if (keepalive === 0 || keepalive > MAX_DEVICE_KEEPALIVE_SECONDS) return refuse(2, 'keep-alive');
    directory.credential(username).then(
      (cred) => {
        if (!cred || !deviceSecretMatches(secret, cred.secretHash)) return refuse(4, 'credential');
        devices.set(client, username);
        upPrefixes.set(client, `${TOPIC_ROOT}/${username}/up/`);
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
    if (prefix !== undefined && topic.startsWith(prefix) && UP_KIND_SET.has(topic.slice(prefix.length))) return done(null);
    stats.warn('aclDenied', { clientId: client.id, topic: packet.topic, op: 'publish' });
    // MQTT 3.1.1 cannot refuse one publish: aedes drops it and closes the connection (MQTT-3.3.5-2).
    done(new Error('publish not authorized'));
  };

  const authorizeSubscribe: NonNullable<AedesOptions['authorizeSubscribe']> = (client, sub, done) => {
    if (privileged.has(client)) return done(null, sub);
    const own = devices.get(client);
    if (own && sub.topic.startsWith(`${TOPIC_ROOT}/${own}/down/`)) return done(null, sub);
    stats.warn('aclDenied', { clientId: client.id, topic: sub.topic, op: 'subscribe' });
    done(null, null); // SUBACK 0x80 for this filter; the connection stays.
  };

  return {
    hooks: { preConnect, authenticate, authorizePublish, authorizeSubscribe },
    /** The device number a connected client logged in as (undefined for server clients). */
    deviceOf: (client: Client) => devices.get(client),
  };
};
