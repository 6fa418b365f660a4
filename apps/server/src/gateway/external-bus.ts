import { UP_WILDCARD } from '@fleet/contracts';
import mqtt, { type IClientOptions, type ISubscriptionGrant } from 'mqtt';
import { randomBytes } from 'node:crypto';
import { noticeFilter, parseNotice, type Bus, type NoticeHandler, type UplinkHandler } from './bus';

/**
 * An external broker (MQTT_URL: Mosquitto, EMQX …). Robots authenticate against the broker itself, so
 * the broker must enforce the device ACL (docs/device-protocol.md shows a Mosquitto configuration);
 * the server connects with its own credential, which needs read on `fleet/+/up/#` and read/write on
 * `fleet/+/down/#` and `fleet-server/#`.
 *
 * Two connections, because one client cannot tell which of two overlapping subscriptions delivered a
 * message in MQTT 3.1.1: `live` (every uplink, for this instance's browsers, plus server notices) and
 * `ingest` (the shared subscription `$share/{group}-ingest/…`: the broker gives each uplink to one
 * instance of the group, which writes it). A broker without shared subscriptions (aedes) treats the
 * filter as a plain topic nobody publishes to: then the instance embedding that broker writes
 * everything and instances attached to it only serve their browsers, which is still written once.
 * Limitation: while no instance is connected, uplinks are not queued for the group (clean sessions).
 */
/** How long closing waits for the broker to confirm the ingest unsubscription. */
const UNSUBSCRIBE_WAIT_MS = 2_000;

export const connectExternalBus = async (opts: {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  group: string;
  onUplink: UplinkHandler;
  onNotice: NoticeHandler;
}): Promise<Bus> => {
  const suffix = randomBytes(4).toString('hex');
  // MQTT 3.1.1: what aedes speaks, and Mosquitto supports $share for it too.
  const base: IClientOptions = {
    protocolVersion: 4,
    clean: true,
    keepalive: 30,
    reconnectPeriod: 2_000,
    connectTimeout: 10_000,
    ...(opts.username ? { username: opts.username } : {}),
    ...(opts.password ? { password: opts.password } : {}),
  };
  const live = await mqtt.connectAsync(opts.url, { ...base, clientId: `fleet-server-${opts.group}-live-${suffix}` });
  const ingest = await mqtt
    .connectAsync(opts.url, { ...base, clientId: `fleet-server-${opts.group}-ingest-${suffix}` })
    .catch(async (e: unknown) => {
      await live.endAsync(true);
      throw e;
    });
  // Reconnect errors are retried by mqtt.js; an 'error' event without a listener would crash us.
  live.on('error', () => undefined);
  ingest.on('error', () => undefined);

  live.on('message', (topic, payload) => {
    const notice = parseNotice(opts.group, topic);
    if (notice) opts.onNotice(notice, payload);
    else opts.onUplink(topic, payload, { live: true, ingest: false });
  });
  ingest.on('message', (topic, payload) => opts.onUplink(topic, payload, { live: false, ingest: true }));

  const granted = (grants: ISubscriptionGrant[]) => {
    const refused = grants.filter((g) => g.qos === 128).map((g) => g.topic);
    if (refused.length) throw new Error(`the broker refused the server's subscriptions: ${refused.join(', ')}`);
  };
  const shared = `$share/${opts.group}-ingest/${UP_WILDCARD}`;
  try {
    granted(await live.subscribeAsync({ [UP_WILDCARD]: { qos: 1 }, [noticeFilter(opts.group)]: { qos: 1 } }));
    granted(await ingest.subscribeAsync({ [shared]: { qos: 1 } }));
  } catch (e) {
    await Promise.all([live.endAsync(true), ingest.endAsync(true)]);
    throw e;
  }

  return {
    kind: 'external',
    publish: async (topic, payload, { qos, retain = false }) => {
      await live.publishAsync(topic, payload, { qos, retain });
    },
    close: async () => {
      // A barrier before hanging up: the broker answers UNSUBSCRIBE after the messages it already sent on
      // this connection, so those are handled (and written by the drain that follows) instead of cut off
      // on the wire; meanwhile it hands new uplinks to the group's other instances. Bounded: a broker that
      // does not answer must not hold the shutdown (mqtt.js would queue the request until a reconnect).
      if (ingest.connected) {
        let timer: NodeJS.Timeout | undefined;
        const bounded = new Promise<void>((resolve) => (timer = setTimeout(resolve, UNSUBSCRIBE_WAIT_MS)));
        await Promise.race([ingest.unsubscribeAsync(shared).catch(() => undefined), bounded]);
        clearTimeout(timer);
      }
      await Promise.all([live.endAsync(), ingest.endAsync()]);
    },
  };
};
