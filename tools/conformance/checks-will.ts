import { DEVICE_KEEPALIVE_SECONDS, upTopic } from '@fleet/contracts';
import mqtt from 'mqtt';
import { isOwnStatus, readRobot, readStatuses, type KitContext } from './context';
import { fail, pass, skip, type CheckRow } from './options';
import { seconds, waitFor } from './wait';

const WILL = 'Last Will on a lost connection';
const BACK = 'Reconnects by itself';

/**
 * Takes the robot's MQTT session over with its own credentials: the broker closes the robot's
 * connection without a DISCONNECT, so it must publish the robot's Last Will (`{"online":false}` on
 * up/status). Then the kit lets go, and the robot must come back on its own (its reconnect back-off)
 * and say so with a status of its own.
 */
export const checkWillAndReconnect = async (c: KitContext): Promise<CheckRow[]> => {
  const { budgets } = c.o;
  // Arrival times are the server's clock, which the kit's need not match: newer than what was there before.
  const before = (await readStatuses(c))[0]?.receivedAt ?? 0;
  const takeoverAt = Date.now();
  let client: mqtt.MqttClient;
  try {
    client = await mqtt.connectAsync(c.o.mqttUrl, {
      protocolVersion: 4,
      clientId: c.o.device,
      username: c.o.device,
      password: c.o.secret,
      clean: true,
      keepalive: DEVICE_KEEPALIVE_SECONDS,
      // The robot taking its session back ends the kit's connection: that is the robot's reconnect, not an error.
      reconnectPeriod: 0,
      connectTimeout: 10_000,
    });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return [
      fail(WILL, `the kit could not connect to ${c.o.mqttUrl} as ${c.o.device}: ${why}`, 'check --url, --device and --secret'),
      skip(BACK, 'skipped: the connection was not taken over'),
    ];
  }
  client.on('error', () => undefined);
  const will = await waitFor(
    async () => (await readStatuses(c)).find((s) => !s.status.online && s.receivedAt > before),
    budgets.will,
    budgets.poll,
  );
  const seenWill = Date.now();
  await client.endAsync().catch(() => undefined);
  const releasedAt = Date.now();
  const willRow = will
    ? pass(WILL, `${JSON.stringify(will.status)} arrived once the connection was taken over (seen after ${seconds(seenWill - takeoverAt)})`)
    : fail(
        WILL,
        `no {"online":false} status within ${seconds(budgets.will)} of the connection being taken over`,
        `connect with a Last Will: topic ${upTopic(c.o.device, 'status')}, payload {"online":false}, QoS 1, retained`,
      );
  const back = await waitFor(
    async () => {
      const status = (await readStatuses(c)).find((s) => isOwnStatus(s) && s.receivedAt > before);
      return status && (await readRobot(c)).live.online ? Date.now() : null;
    },
    budgets.reconnect,
    budgets.poll,
  );
  const backRow = back
    ? pass(BACK, `online again with its own status ${seconds(back - releasedAt)} after the kit let go`)
    : fail(
        BACK,
        `not online with a status of its own within ${seconds(budgets.reconnect)} of the kit letting go`,
        'reconnect by yourself after a lost connection (back-off of a few seconds, at most 60 s) and publish your status again',
      );
  return [willRow, backRow];
};
