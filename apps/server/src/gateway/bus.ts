/**
 * The gateway's view of the MQTT bus, the same with the embedded aedes broker and an external one.
 *
 * Device uplinks arrive in two flows. `live`: every server instance sees every uplink, to keep the
 * state its browsers watch. `ingest`: each uplink is written to the database by exactly one instance.
 * With the embedded broker both flows are one delivery. With an external broker the instance holds two
 * connections: one subscribed to `fleet/+/up/#` (live) and one to the shared subscription
 * `$share/{group}-ingest/fleet/+/up/#` (ingest), so the broker hands each message to one member of
 * the group and N instances split the writes instead of repeating them.
 *
 * Server notices (`fleet-server/{group}/…`) tell every instance what one of them changed: a command
 * answered or timed out (for browsers on other instances), a robot's registration changed (to drop
 * caches, and to disconnect it from the embedded broker that holds its connection), a robot's maps,
 * schedule, records or configuration changed (for browsers that show them), a fault opened, was
 * acknowledged or resolved (for browsers watching its robot).
 */
export interface UplinkFlow {
  live: boolean;
  ingest: boolean;
}

export type UplinkHandler = (topic: string, payload: Buffer, flow: UplinkFlow) => void;
export type NoticeHandler = (name: NoticeName, payload: Buffer) => void;

export const NOTICE_NAMES = ['command', 'robot', 'data', 'registered', 'fault'] as const;
export type NoticeName = (typeof NOTICE_NAMES)[number];

export const NOTICE_ROOT = 'fleet-server';
export const noticeTopic = (group: string, name: NoticeName) => `${NOTICE_ROOT}/${group}/${name}`;
export const noticeFilter = (group: string) => `${NOTICE_ROOT}/${group}/+`;
export const parseNotice = (group: string, topic: string): NoticeName | null => {
  const prefix = `${NOTICE_ROOT}/${group}/`;
  if (!topic.startsWith(prefix)) return null;
  const name = topic.slice(prefix.length);
  return (NOTICE_NAMES as readonly string[]).includes(name) ? (name as NoticeName) : null;
};

export interface Bus {
  /** 'embedded' also means: this process holds the robots' connections and can disconnect them. */
  readonly kind: 'embedded' | 'external';
  publish(topic: string, payload: string, opts: { qos: 0 | 1; retain?: boolean }): Promise<void>;
  close(): Promise<void>;
}
