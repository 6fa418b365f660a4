import type { TFaultKind, TFaultLevel, TFaultState, TLiveFault, TRobotFault } from '@fleet/contracts';
import type { ChangedFault, FaultRow } from './fault.repository';

/** The columns hold only the contract's values (the server writes no other): typed back here, once. */
export const toFault = (r: FaultRow): TRobotFault => ({
  ...r,
  kind: r.kind as TFaultKind,
  level: r.level as TFaultLevel,
  state: r.state as TFaultState,
  openedAt: r.openedAt.toISOString(),
  lastSeenAt: r.lastSeenAt.toISOString(),
  acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

export const toLiveFault = (r: ChangedFault): TLiveFault => ({
  faultId: r.id,
  robotId: r.robotId,
  kind: r.kind as TFaultKind,
  code: r.code,
  level: r.level as TFaultLevel,
  state: r.state as TFaultState,
});
