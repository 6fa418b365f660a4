import { count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { configChanges, dictionaryLabels, settings } from '../../db/schema';

/** The channel every instance hears a configuration change on (modules/configure/config-store.ts). */
export const CONFIG_CHANNEL = 'fleet_config';

/** Announces, at the commit of `tx`, that the configuration changed. */
export const signalConfigChange = (tx: Tx) => tx.execute(sql`select pg_notify(${CONFIG_CHANNEL}, '')`);

export const listSettingRows = (db: Tx) => db.select({ key: settings.key, value: settings.value }).from(settings);

/** Saves of the settings one after another, so each change's "from" is what the one before left. */
export const lockSettings = (tx: Tx) => tx.execute(sql`lock table ${settings} in share row exclusive mode`);

export const upsertSetting = (tx: Tx, key: string, value: unknown, userId: number) =>
  tx
    .insert(settings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });

export const deleteSetting = (tx: Tx, key: string) => tx.delete(settings).where(eq(settings.key, key));

export const listLabelRows = (db: Tx, lang?: string) =>
  db
    .select({
      lang: dictionaryLabels.lang,
      enumName: dictionaryLabels.enumName,
      value: dictionaryLabels.value,
      label: dictionaryLabels.label,
    })
    .from(dictionaryLabels)
    .where(lang ? eq(dictionaryLabels.lang, lang) : undefined);

const labelKey = (lang: string, enumName: string, value: string) =>
  sql`${dictionaryLabels.lang} = ${lang} and ${dictionaryLabels.enumName} = ${enumName} and ${dictionaryLabels.value} = ${value}`;

export const findLabelForUpdate = async (tx: Tx, lang: string, enumName: string, value: string) => {
  const [row] = await tx
    .select({ label: dictionaryLabels.label })
    .from(dictionaryLabels)
    .where(labelKey(lang, enumName, value))
    .for('update');
  return row?.label ?? null;
};

export const upsertLabel = (tx: Tx, row: { lang: string; enumName: string; value: string; label: string }, userId: number) =>
  tx
    .insert(dictionaryLabels)
    .values({ ...row, updatedBy: userId })
    .onConflictDoUpdate({
      target: [dictionaryLabels.lang, dictionaryLabels.enumName, dictionaryLabels.value],
      set: { label: row.label, updatedBy: userId, updatedAt: sql`now()` },
    });

export const deleteLabel = (tx: Tx, lang: string, enumName: string, value: string) =>
  tx.delete(dictionaryLabels).where(labelKey(lang, enumName, value));

export const insertConfigChanges = (tx: Tx, rows: (typeof configChanges.$inferInsert)[]) =>
  rows.length ? tx.insert(configChanges).values(rows) : Promise.resolve();

export const listConfigChanges = async (db: Tx, kind: string | undefined, page: number, pageSize: number) => {
  const where = kind ? eq(configChanges.kind, kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(configChanges)
      .where(where)
      .orderBy(desc(configChanges.createdAt), desc(configChanges.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(configChanges).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
