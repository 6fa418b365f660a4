import type { TListSort } from '@fleet/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The ORDER BY of a sortable list. A client names only a field of the contract's list (zod refuses
 * any other with 400 VALIDATION); `by` maps each of them to the expression it sorts, so no client text
 * reaches the SQL, and a field without one does not compile. Nulls come last in both directions;
 * `id` in the same direction keeps pages from overlapping when values tie. Without a field the list
 * keeps its natural order.
 */
export const listOrder = <F extends string>(sort: TListSort<F>, by: Record<F, AnyColumn | SQL>, id: AnyColumn, natural: SQL[]): SQL[] => {
  if (!sort.sortField) return natural;
  const dir = sort.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${by[sort.sortField]} ${dir} nulls last`, sql`${id} ${dir}`];
};
