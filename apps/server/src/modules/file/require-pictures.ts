import { FileKind } from '@fleet/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session';
import { findFilesInScope } from './file.repository';

/**
 * Pictures (a ticket's, a maintenance record's) are file ids of the file store: each must be a file of the caller's subtree
 * (otherwise NOT_FOUND naming `field`, as if it did not exist) and an image (otherwise VALIDATION
 * `invalid` on the same field). Returns the ids once each, in the order given.
 */
export const requirePictures = async (tx: Tx, session: SessionContext, ids: readonly number[], field: string) => {
  const found = await findFilesInScope(tx, session.orgPath, ids, field);
  if (found.some((f) => f.kind !== FileKind.IMAGE))
    throw new AppError('VALIDATION', { fields: [{ path: field, code: 'validation.invalid' }] });
  return found.map((f) => f.id);
};
