import { AreaKind, areaNumberOf } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { areaNumbers, areas } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { uniq } from './tenancy-fixtures';

export { AREA_CODES } from './area-fixtures';

/** The area half of the tenancy matrix (modules/tenancy.test.ts): rows a refusal must leave untouched. */
export const areaTablesHash = sql`coalesce((select string_agg(a::text, '|' order by a.id) from areas a), '') ||
  coalesce((select string_agg(ar::text, '|' order by ar.area_id, ar.robot_id) from area_robots ar), '')`;

/** An area of organisation `orgId`, placed directly: the save route creates in the caller's subtree only. */
export const placeArea = async (t: TestApp, orgId: number) => {
  const [seq] = (await t.database.db.execute<{ n: string }>(sql`select nextval(${areaNumbers.seqName}::regclass) as n`)).rows;
  const [row] = await t.database.db
    .insert(areas)
    .values({ number: areaNumberOf(Number(seq!.n)), name: uniq('Area'), kind: AreaKind.PARK, orgId })
    .returning({ id: areas.id });
  return row!.id;
};

/** An edit that changes the name only (a park without robots). */
export const renameArea = (t: TestApp, token: string, id: number) =>
  call(t.app, 'PUT', 'user-service/user/area/update', { token, body: { id, name: uniq('Renamed'), kind: AreaKind.PARK } });
