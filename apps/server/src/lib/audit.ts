import type { TOperationAction } from '@fleet/contracts';
import type { Tx } from '../db/client';
import { operationLog } from '../db/schema';
import type { AuditContext } from './session';

export interface OperationEntry {
  audit: AuditContext;
  /** One of the catalogue (contracts system/operation-actions.ts): the web has a label for each. */
  action: TOperationAction;
  target?: string;
  result: 'success' | 'failure';
  /** Who acted, when the request has no session yet (sign-in). */
  actor?: { userId: number | null; account: string; orgId: number | null };
  detail?: Record<string, unknown>;
}

/** Writes one operation-log row; call it inside the transaction of the change it records. */
export const recordOperation = async (tx: Tx, e: OperationEntry) => {
  const s = e.audit.session;
  await tx.insert(operationLog).values({
    userId: e.actor?.userId ?? s?.userId ?? null,
    account: e.actor?.account ?? s?.account ?? '',
    orgId: e.actor?.orgId ?? s?.orgId ?? null,
    action: e.action,
    target: e.target ?? null,
    result: e.result,
    detail: e.detail ?? null,
    ip: e.audit.ip,
  });
};
