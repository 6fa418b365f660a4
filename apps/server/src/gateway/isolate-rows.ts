/**
 * Batched writes that one bad row cannot sink. A batch statement fails whole when a single row is
 * refused (a string PostgreSQL cannot store, a value out of range): without this, one robot's bad
 * message cost every robot its second of events and states.
 */

/**
 * SQLSTATE classes of a statement refused for what it carries (22 data exception, 23 integrity
 * constraint, 54 program limit), as opposed to the database being away or overloaded: only then does
 * splitting the batch find something.
 */
import { pgErrorOf } from '../db/connection-error';

const ROW_ERROR_CLASSES = new Set(['22', '23', '54']);

export const isRowError = (e: unknown) => {
  const code = pgErrorOf(e)?.code;
  return typeof code === 'string' && ROW_ERROR_CLASSES.has(code.slice(0, 2));
};

/**
 * Inserts `rows`; when the database refuses the batch for its data, halves it until the refused rows
 * stand alone, writes the others and hands each refused row to `reject`. Halving rather than retrying
 * row by row: one bad row in 5,000 costs about 25 statements, not 5,000, so a robot that keeps sending
 * bad rows cannot slow the writer for everyone. Any other failure (database away) drops the batch
 * through `fail` at once: splitting would only repeat the failure thousands of times.
 */
export const insertIsolating = async <T>(
  rows: T[],
  insert: (rows: T[]) => Promise<unknown>,
  on: { reject: (row: T, e: unknown) => void; fail: (rows: T[], e: unknown) => void },
): Promise<void> => {
  if (rows.length === 0) return;
  try {
    await insert(rows);
  } catch (e) {
    if (!isRowError(e)) return on.fail(rows, e);
    if (rows.length === 1) return on.reject(rows[0]!, e);
    const half = Math.ceil(rows.length / 2);
    await insertIsolating(rows.slice(0, half), insert, on);
    await insertIsolating(rows.slice(half), insert, on);
  }
};
