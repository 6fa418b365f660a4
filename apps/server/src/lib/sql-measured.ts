import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The sum of a measured `real` column as the numbers the robot reported. A real holds 3.05 as
 * 3.0499999523…; summed as float it rounds to 3.0 where the same run's record (read as the real's
 * shortest text, "3.05") rounds to 3.1. Through numeric the sum is of the reported decimals.
 */
export const sumMeasured = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}::numeric), 0)::float8`;
