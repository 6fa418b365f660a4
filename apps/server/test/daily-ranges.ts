import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Where the derived rollups (robot_daily_cum, robot_daily_group, migration 0020) disagree with
 * robot_daily, computed here from robot_daily straight (not through the rebuild's function): every
 * robot's running totals on every day of [from, to], and every group's sums over the robots not
 * deleted. Numbers compared as trimmed decimals; a group row of zeros counts as no row. Empty: agree.
 */
export const dailyRangesDrift = async (db: Db, from: string, to: string) => {
  const figures = ['runs', 'area_m2', 'run_seconds', 'energy_kwh', 'water_l', 'distance_km', 'faults'];
  const text = (t: string) => sql.raw(figures.map((c) => `trim_scale(coalesce(${t}.${c}, 0)::numeric)::text`).join(` || ' ' || `));
  const cum = await db.execute(sql`
    select r.robot_id, k.day::date::text as day, ${text('c')} as have, ${text('w')} as want
    from (select distinct robot_id from robot_daily) r
      cross join generate_series(${from}::date, ${to}::date, interval '1 day') k(day)
      left join lateral (select * from robot_daily_cum c where c.robot_id = r.robot_id and c.day <= k.day order by c.day desc limit 1) c on true
      left join lateral (select ${sql.raw(figures.map((f) => `sum(d.${f}) as ${f}`).join(', '))}
        from robot_daily d where d.robot_id = r.robot_id and d.day <= k.day) w on true
    where ${text('c')} <> ${text('w')}`);
  const groups = (
    q: ReturnType<typeof sql>,
  ) => sql`select day::text, org_id, robot_type, robot_days::int, ${text('x')} as sums from (${q}) x
    where robot_days <> 0 or ${sql.raw(figures.map((f) => `x.${f} <> 0`).join(' or '))}`;
  const have = groups(sql`select * from robot_daily_group`);
  const want =
    groups(sql`select d.day, r.org_id, r.robot_type, count(*) as robot_days, ${sql.raw(figures.map((f) => `sum(d.${f}) as ${f}`).join(', '))}
    from robot_daily d join robots r on r.id = d.robot_id and r.deleted_at is null group by 1, 2, 3`);
  const group = await db.execute(sql`(${have} except all ${want}) union all (${want} except all ${have})`);
  return [...cum.rows, ...group.rows];
};
