import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers';
import { landmarkApi, placeLandmark } from './landmark-fixtures';
import { createTestRobot } from './robot-fixtures';

export { LANDMARK_CODES } from './landmark-fixtures';

/** The landmark half of the tenancy matrix (modules/tenancy.test.ts): rows a refused switch must leave untouched besides the robot tables. */
export const landmarkTablesHash = sql`coalesce((select string_agg(l::text, '|' order by l.org_id) from org_landmarks l), '') ||
  coalesce((select string_agg(m::text, '|' order by m.id) from robot_maps m), '')`;

/**
 * The robots the switch cells move, made once: `owned(orgId)` is a robot of the actor's organisation
 * (the orgId cell: may the actor move its own robot to a point under the target?), `at(orgId)` one of the
 * target's (the robotId cell). A switch the actor may make moves the robot to a point inside the same
 * subtree, so each can be moved again by the next cell.
 */
export const switchRobots = (t: TestApp) => {
  const made = new Map<string, number>();
  const robot = async (key: string, orgId: number) => {
    if (!made.has(key)) made.set(key, (await createTestRobot(t.database.db, { orgId })).id);
    return made.get(key)!;
  };
  return { owned: (orgId: number) => robot(`owner ${orgId}`, orgId), at: (orgId: number) => robot(`target ${orgId}`, orgId) };
};

/** A point under the organisation, its robot already there: the robotId cell moves it to this point. */
export const pointWithRobot = async (t: TestApp, robots: ReturnType<typeof switchRobots>, orgId: number) => {
  await robots.at(orgId);
  return placeLandmark(t, orgId);
};

export { landmarkApi, placeLandmark };
