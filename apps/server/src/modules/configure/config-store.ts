import { LANGS, SETTING_KEYS, setLabelOverrides, ZSettings, type Lang, type TSettings } from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { CONFIG_CHANNEL, listLabelRows, listSettingRows } from './configure.repository';

/** A change announced while this instance's signal connection was down is picked up within this. */
const REREAD_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The system configuration (modules/configure): what server.ts hands the demo fleet. */
    config: ConfigStore;
  }
}

export interface ConfigStore {
  /** The settings that apply now. */
  settings(): TSettings;
  /** The built-in values with the environment's (FAULT_OFFLINE_MINUTES). */
  readonly defaults: TSettings;
  /** Reads the configuration again now (after this instance's own change; tests). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** The stored settings over the defaults; a stored value the rules refuse (an older rule) is left out. */
const mergeSettings = (defaults: TSettings, rows: { key: string; value: unknown }[], log: FastifyBaseLogger): TSettings => {
  const merged: Record<string, unknown> = { ...defaults };
  for (const r of rows) if ((SETTING_KEYS as readonly string[]).includes(r.key)) merged[r.key] = r.value;
  const parsed = ZSettings.safeParse(merged);
  if (parsed.success) return parsed.data;
  log.warn({ issues: parsed.error.issues.map((i) => i.path.join('.')) }, 'stored settings refused by the rules; the defaults apply');
  return defaults;
};

/**
 * The system configuration as this instance applies it: read at start-up, again whenever any instance
 * announces a change on `fleet_config` (at its commit), and every minute in case an announcement was
 * missed. Label overrides go to the contracts' translate, so CSV files and messages use them too.
 */
export const createConfigStore = async (
  db: Db,
  gateway: Pick<Gateway, 'onSignal'>,
  log: FastifyBaseLogger,
  defaults: TSettings,
): Promise<ConfigStore> => {
  let current = defaults;
  const read = async () => {
    const [settingRows, labelRows] = await Promise.all([listSettingRows(db), listLabelRows(db)]);
    current = mergeSettings(defaults, settingRows, log);
    const overrides = Object.fromEntries(LANGS.map((l) => [l, new Map<string, string>()])) as Record<Lang, Map<string, string>>;
    for (const r of labelRows) overrides[r.lang as Lang]?.set(`enums.${r.enumName}.${r.value}`, r.label);
    setLabelOverrides(overrides);
  };
  // One read at a time; a call while one runs queues one more read (started after the call), and calls
  // while that one waits share it, so the last change is never missed and a burst costs two reads.
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = null;
      return read().catch((e: unknown) => log.warn({ err: e }, 'configuration re-read failed; the previous values stay'));
    });
    queued = chain = next;
    return next;
  };
  await refresh();
  gateway.onSignal(CONFIG_CHANNEL, () => void refresh());
  const timer = setInterval(() => void refresh(), REREAD_EVERY_MS);
  timer.unref();
  return {
    settings: () => current,
    defaults,
    refresh,
    close: async () => {
      clearInterval(timer);
      await chain;
    },
  };
};
