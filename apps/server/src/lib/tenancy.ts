import { prefixPattern } from './sql-like';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionContext } from './session';
import { AppError } from './app-error';

/**
 * Tenancy (design.md §5): a caller acts within their organisation's subtree, i.e. every organisation
 * whose path starts with the caller's. Anything outside is answered exactly as if it did not exist.
 */
export const inScope = (session: SessionContext, orgPath: string) => orgPath.startsWith(session.orgPath);

/** SQL condition: the organisation path column lies in the caller's subtree (uses the path index). */
export const scopeCondition = (pathColumn: AnyPgColumn, scopePath: string): SQL => sql`${pathColumn} like ${prefixPattern(scopePath)}`;

/** Not found, naming the body field that pointed outside the caller's subtree. */
export const notFound = (field?: string) => new AppError('NOT_FOUND', field ? { fields: [{ path: field, code: 'errors.NOT_FOUND' }] } : {});

/** Nobody grants what they do not hold: the codes among `codes` the caller lacks. */
export const codesNotHeld = (session: SessionContext, codes: Iterable<string>) => [...codes].filter((c) => !session.permissions.has(c));
