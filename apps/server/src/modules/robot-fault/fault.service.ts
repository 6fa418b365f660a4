import {
  FAULT_CSV_HEADERS,
  FAULT_CSV_RESOLVED_AUTOMATICALLY,
  FAULT_EXPORT_MAX_ROWS,
  FAULT_LEVELS,
  FAULT_TRANSITIONS,
  toCsv,
  translate,
  type Lang,
  type TFaultAction,
  type TFaultCounts,
  type TFaultFilters,
  type TFaultQuery,
  type TListResult,
  type TRobotFault,
} from '@fleet/contracts';
import type { Db, Tx } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import { requireVisibleRobot } from '../robot/visible-robot';
import {
  countFaultsByLevel,
  findFaults,
  findVisibleFault,
  setFaultAcknowledged,
  setFaultResolvedByUser,
  type FaultFilters,
} from './fault.repository';
import { toFault, toLiveFault } from './fault.mapper';

/** The filters as the repository takes them, after checking that every id in them is the caller's to name. */
const checkedFilters = async (db: Db, session: SessionContext, f: TFaultFilters): Promise<FaultFilters> => {
  let subtreePath: string | undefined;
  if (f.orgId) {
    const org = await findOrgInScope(db, f.orgId, session.orgPath);
    if (!org) throw notFound('orgId');
    subtreePath = org.path;
  }
  if (f.robotId) await requireVisibleRobot(db, session, f.robotId, 'robotId');
  return { ...f, subtreePath };
};

export const findRobotFaults = async (
  db: Db,
  session: SessionContext,
  q: TFaultQuery & { page: number; pageSize: number },
): Promise<TListResult<TRobotFault>> => {
  const { rows, total } = await findFaults(
    db,
    session.orgPath,
    await checkedFilters(db, session, q),
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return { list: rows.map(toFault), total, page: q.page, pageSize: q.pageSize };
};

export const countRobotFaults = async (db: Db, session: SessionContext, f: TFaultFilters): Promise<TFaultCounts> => {
  const rows = await countFaultsByLevel(db, session.orgPath, await checkedFilters(db, session, f));
  const by = new Map(rows.map((r) => [r.level, r.n]));
  return Object.fromEntries(FAULT_LEVELS.map((l) => [l, by.get(l) ?? 0])) as TFaultCounts;
};

export const getRobotFault = async (db: Db, session: SessionContext, id: number) => {
  const row = await findVisibleFault(db, id, session.orgPath);
  if (!row) throw notFound();
  return toFault(row);
};

/** What each user action writes: the note is optional to acknowledge, required to resolve (the contract's bodies). */
const APPLY: Record<TFaultAction, (tx: Tx, id: number, userId: number, note: string | undefined) => Promise<unknown>> = {
  acknowledge: (tx, id, userId, note) => setFaultAcknowledged(tx, id, userId, note ?? null),
  resolve: (tx, id, userId, note) => setFaultResolvedByUser(tx, id, userId, note ?? ''),
};

/**
 * A user acknowledges or resolves a fault, by the transition table in contracts: locked, checked,
 * changed and logged in one transaction; browsers watching the robot are told once it is committed.
 */
export const changeRobotFault = async (
  db: Db,
  gateway: Pick<Gateway, 'notifyFault'>,
  audit: AuditContext,
  session: SessionContext,
  change: { id: number; action: TFaultAction; note: string | undefined },
) => {
  const { id, action } = change;
  const fault = await db.transaction(async (tx) => {
    const row = await findVisibleFault(tx, id, session.orgPath, true);
    if (!row) throw notFound();
    const step = FAULT_TRANSITIONS[action][toFault(row).state];
    if ('refused' in step) throw new AppError(step.refused);
    await APPLY[action](tx, id, session.userId, change.note);
    await recordOperation(tx, {
      audit,
      action: action === 'acknowledge' ? 'robot.fault.acknowledge' : 'robot.fault.resolve',
      target: `${row.deviceNumber} ${row.code} #${row.id}`,
      result: 'success',
    });
    return (await findVisibleFault(tx, id, session.orgPath))!;
  });
  gateway.notifyFault(toLiveFault(fault));
  return toFault(fault);
};

/** The filtered faults as CSV in the caller's language (formula-safe cells: contracts toCsv). */
export const exportRobotFaultsCsv = async (db: Db, session: SessionContext, lang: Lang, f: TFaultFilters) => {
  const { rows } = await findFaults(db, session.orgPath, await checkedFilters(db, session, f), FAULT_EXPORT_MAX_ROWS, 0);
  const iso = (d: Date | null) => d?.toISOString() ?? '';
  const lines = rows.map((r) => [
    r.id,
    r.deviceNumber,
    r.robotAlias,
    r.orgName,
    translate(lang, `enums.FaultKind.${r.kind}`),
    r.code,
    translate(lang, `enums.EventLevel.${r.level}`),
    r.message,
    iso(r.openedAt),
    iso(r.lastSeenAt),
    r.occurrences,
    translate(lang, `enums.FaultState.${r.state}`),
    r.acknowledgedBy,
    iso(r.acknowledgedAt),
    r.acknowledgeNote,
    r.resolvedAuto ? FAULT_CSV_RESOLVED_AUTOMATICALLY[lang] : r.resolvedBy,
    iso(r.resolvedAt),
    r.resolveNote,
  ]);
  return toCsv(FAULT_CSV_HEADERS[lang], lines, { bom: true });
};
