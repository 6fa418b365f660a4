import { documentCode, type TDocumentKind, type TDocumentOp } from '@fleet/contracts';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session';

/**
 * The contract admits either kind's code; a document's own kind decides (maintenanceDoc:* or
 * versionDoc:*). Checked after tenancy, so another business's document stays not found.
 */
export const requireKindCode = (session: SessionContext, kind: TDocumentKind, op: TDocumentOp) => {
  if (!session.permissions.has(documentCode(kind, op))) throw new AppError('PERMISSION_DENIED');
};
