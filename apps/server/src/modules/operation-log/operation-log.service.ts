import { toCsv, type Lang, type TOperationLogEntry, type TOperationLogQuery } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { listActions, listLog } from './operation-log.repository';

type Row = Awaited<ReturnType<typeof listLog>>['rows'][number];
const toEntry = (r: Row): TOperationLogEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

export const findLog = async (db: Db, session: SessionContext, q: TOperationLogQuery & { page: number; pageSize: number }) => {
  const { rows, total } = await listLog(db, session.orgPath, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { list: rows.map(toEntry), total, page: q.page, pageSize: q.pageSize };
};

/** The actions recorded in the caller's subtree, for the filter. */
export const findActions = (db: Db, session: SessionContext) => listActions(db, session.orgPath);

export const EXPORT_MAX_ROWS = 10_000;

const HEADERS: Record<Lang, string[]> = {
  zh: ['时间', '账号', '组织', '操作', '对象', '结果', 'IP'],
  en: ['Time', 'Account', 'Organization', 'Action', 'Target', 'Result', 'IP'],
  ja: ['日時', 'アカウント', '組織', '操作', '対象', '結果', 'IP'],
};

export const exportLogCsv = async (db: Db, session: SessionContext, lang: Lang, q: TOperationLogQuery) => {
  const { rows } = await listLog(db, session.orgPath, q, EXPORT_MAX_ROWS, 0);
  const lines = rows.map((r) => [r.createdAt.toISOString(), r.account, r.orgName, r.action, r.target, r.result, r.ip]);
  return toCsv(HEADERS[lang], lines, { bom: true });
};
