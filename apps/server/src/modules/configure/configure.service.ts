import {
  builtInText,
  ENUM_NAMES,
  ENUMS,
  SETTING_KEYS,
  type EnumName,
  type Lang,
  type TConfigChange,
  type TConfigHistoryQuery,
  type TDicLabelKey,
  type TDicLabelRow,
  type TDicLabelSaveBody,
  type TSettings,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import { assertPlatformStaff, type AuditContext, type SessionContext } from '../../lib/session';
import type { ConfigStore } from './config-store';
import {
  deleteLabel,
  deleteSetting,
  findLabelForUpdate,
  insertConfigChanges,
  listConfigChanges,
  listLabelRows,
  listSettingRows,
  lockSettings,
  signalConfigChange,
  upsertLabel,
  upsertSetting,
} from './configure.repository';

export const getSettings = (store: ConfigStore) => ({ values: store.settings(), defaults: store.defaults });

const json = (v: unknown) => JSON.stringify(v);

/**
 * Saves the settings form: each key that changed gets a history entry; a value equal to its default is
 * stored as "no setting", so a later change of the default (a new release, the environment) reaches it.
 * This instance applies the change before answering; the others at the commit's announcement.
 */
export const saveSettings = async (db: Db, store: ConfigStore, audit: AuditContext, session: SessionContext, body: TSettings) => {
  assertPlatformStaff(session);
  await db.transaction(async (tx) => {
    await lockSettings(tx);
    const stored = new Map((await listSettingRows(tx)).map((r) => [r.key, r.value]));
    const changed = SETTING_KEYS.filter((k) => json(stored.get(k) ?? store.defaults[k]) !== json(body[k]));
    if (changed.length === 0) throw new AppError('NO_CHANGES');
    for (const k of changed) {
      if (json(body[k]) === json(store.defaults[k])) await deleteSetting(tx, k);
      else await upsertSetting(tx, k, body[k], session.userId);
    }
    await insertConfigChanges(
      tx,
      changed.map((k) => ({
        kind: 'setting',
        key: k,
        lang: null,
        oldValue: json(stored.get(k) ?? store.defaults[k]),
        newValue: json(body[k]),
        userId: session.userId,
        account: session.account,
      })),
    );
    await signalConfigChange(tx);
    await recordOperation(tx, { audit, action: 'settings.save', target: changed.join(', '), result: 'success', detail: { changed } });
  });
  await store.refresh();
  return null;
};

const itemKey = (enumName: string, value: string | number) => `enums.${enumName}.${value}`;

/** Every item of the dictionary in a language, with its built-in label and the label staff gave it. */
export const findDicLabels = async (db: Db, lang: Lang): Promise<TDicLabelRow[]> => {
  const overrides = new Map((await listLabelRows(db, lang)).map((r) => [itemKey(r.enumName, r.value), r.label]));
  return ENUM_NAMES.flatMap((enumName) =>
    ENUMS[enumName].map(({ value }) => ({
      enumName,
      value,
      defaultLabel: builtInText(lang, itemKey(enumName, value)),
      label: overrides.get(itemKey(enumName, value)) ?? null,
    })),
  );
};

/** The item's value as stored (text); a value the enumeration does not have is refused on the field. */
const itemValue = (k: TDicLabelKey) => {
  const item = ENUMS[k.enumName as EnumName].find((i) => String(i.value) === String(k.value));
  if (!item) throw new AppError('VALIDATION', { fields: [{ path: 'value', code: 'validation.invalid' }] });
  return String(item.value);
};

/** Writes one label (null: the built-in one again) with its history entry, announced to every instance. */
const changeLabel = async (
  db: Db,
  store: ConfigStore,
  audit: AuditContext,
  session: SessionContext,
  k: TDicLabelKey,
  next: string | null,
) => {
  assertPlatformStaff(session);
  const value = itemValue(k);
  const builtIn = builtInText(k.lang, itemKey(k.enumName, value));
  // The built-in text typed again is a reset: nothing stays stored that a later release's wording should replace.
  const label = next === builtIn ? null : next;
  await db.transaction(async (tx: Tx) => {
    const old = await findLabelForUpdate(tx, k.lang, k.enumName, value);
    if (old === label) throw new AppError('NO_CHANGES');
    if (label === null) await deleteLabel(tx, k.lang, k.enumName, value);
    else await upsertLabel(tx, { lang: k.lang, enumName: k.enumName, value, label }, session.userId);
    const key = `${k.enumName}.${value}`;
    await insertConfigChanges(tx, [
      { kind: 'label', key, lang: k.lang, oldValue: old, newValue: label, userId: session.userId, account: session.account },
    ]);
    await signalConfigChange(tx);
    await recordOperation(tx, {
      audit,
      action: label === null ? 'dicLabel.reset' : 'dicLabel.save',
      target: `${k.lang} ${key}`,
      result: 'success',
    });
  });
  await store.refresh();
  return null;
};

export const saveDicLabel = (db: Db, store: ConfigStore, audit: AuditContext, session: SessionContext, b: TDicLabelSaveBody) =>
  changeLabel(db, store, audit, session, b, b.label);

export const resetDicLabel = (db: Db, store: ConfigStore, audit: AuditContext, session: SessionContext, k: TDicLabelKey) =>
  changeLabel(db, store, audit, session, k, null);

export const findConfigHistory = async (db: Db, q: TConfigHistoryQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listConfigChanges(db, q.kind, q.page, q.pageSize);
  const list: TConfigChange[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as TConfigChange['kind'],
    key: r.key,
    lang: r.lang,
    oldValue: r.oldValue,
    newValue: r.newValue,
    account: r.account,
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
};
