import {
  OtaExclusion,
  PackageType,
  TargetState,
  versionText,
  ZCampaignTarget,
  type TCampaignPreview,
  type TCampaignPreviewRobot,
  type TCampaignTarget,
  type TOtaExclusion,
  type TPackageSource,
  type TPackageType,
  type TSoftwareType,
} from '@fleet/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  files,
  organizations,
  otaTargets,
  robotConfig,
  robotHostings,
  robots,
  robotState,
  versionPackages,
  versions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { robotOwnedCondition } from '../../lib/robot-scope';
import { scopeCondition, notFound } from '../../lib/tenancy';
import { findOrgInScope } from '../org/org.repository';
import { currentHosting } from '../robot/robot.repository';
import { packageVisibleCondition, releasedToCondition } from '../version-package/version-package.repository';

/** Target states of a robot whose campaign still has work for it: it cannot join a second one. */
export const OPEN_TARGET_STATES = [TargetState.PENDING, TargetState.WAITING, TargetState.SENT, TargetState.UPGRADING];

export interface CampaignPackage {
  id: number;
  unit: TSoftwareType;
  version: string;
  packageType: TPackageType;
  source: TPackageSource;
  url: string | null;
  storedName: string | null;
  md5: string;
  size: number;
  robotTypes: number[];
}

/** A released package the caller may use (released to its organisation or one above, or built by its subtree). */
export const findCampaignPackage = async (db: Tx, id: number, orgPath: string, field = 'packageId'): Promise<CampaignPackage> => {
  const [row] = await db
    .select({
      id: versionPackages.id,
      unit: versions.softwareType,
      major: versions.major,
      minor: versions.minor,
      packageType: versionPackages.packageType,
      source: versionPackages.source,
      url: versionPackages.url,
      storedName: files.storedName,
      md5: versionPackages.md5,
      size: versionPackages.size,
      robotTypes: versions.robotTypes,
      state: versionPackages.state,
    })
    .from(versionPackages)
    .innerJoin(versions, eq(versions.id, versionPackages.versionId))
    .innerJoin(organizations, eq(organizations.id, versions.orgId))
    .leftJoin(files, eq(files.id, versionPackages.fileId))
    .where(and(eq(versionPackages.id, id), packageVisibleCondition(orgPath)));
  if (!row) throw notFound(field);
  if (row.state !== 'released') throw new AppError('CAMPAIGN_PACKAGE_REFUSED');
  const { major, minor, state: _s, ...p } = row;
  return { ...p, version: versionText({ major, minor }) };
};

interface Candidate {
  robotId: number;
  deviceNumber: string;
  name: string;
  orgName: string;
  robotType: number;
  currentVersion: string | null;
  online: boolean;
  locked: boolean;
  testing: boolean;
  released: boolean;
  hostedAway: boolean;
  inCampaign: boolean;
}

/** The first reason that leaves a robot out (OtaExclusion's order), or null when the campaign takes it. */
export const exclusionOf = (c: Candidate, pkg: Pick<CampaignPackage, 'robotTypes' | 'version' | 'packageType'>): TOtaExclusion | null => {
  if (!pkg.robotTypes.includes(c.robotType)) return OtaExclusion.WRONG_TYPE;
  if (c.currentVersion === pkg.version) return OtaExclusion.ALREADY_ON_VERSION;
  if (!c.released) return OtaExclusion.NOT_RELEASED;
  if (pkg.packageType === PackageType.TEST && !c.testing) return OtaExclusion.NOT_FOR_TESTING;
  if (c.hostedAway) return OtaExclusion.HOSTED_AWAY;
  if (c.locked) return OtaExclusion.LOCKED;
  if (c.inCampaign) return OtaExclusion.IN_CAMPAIGN;
  if (!c.online) return OtaExclusion.OFFLINE;
  return null;
};

/**
 * The robots a target names, each with what decides whether the campaign takes it. Only robots the
 * caller's subtree owns: a robot merely hosted to the caller is never a candidate (a host cannot
 * upgrade it), and an explicit id outside the caller's robots is "not found".
 */
const candidates = async (db: Tx, orgPath: string, pkg: CampaignPackage, raw: TCampaignTarget): Promise<Candidate[]> => {
  const target = ZCampaignTarget.parse(raw);
  let scopePath = orgPath;
  if (target.orgId !== undefined) {
    const org = await findOrgInScope(db, target.orgId, orgPath);
    if (!org) throw notFound('target.orgId');
    scopePath = org.path;
  }
  const current = sql<string | null>`${robotConfig.versions} ->> ${pkg.unit}`;
  const rows = await db
    .select({
      robotId: robots.id,
      deviceNumber: robots.deviceNumber,
      name: robots.alias,
      orgName: organizations.name,
      robotType: robots.robotType,
      currentVersion: current,
      online: sql<boolean>`coalesce(${robotState.online}, false)`,
      locked: robots.locked,
      testing: robots.testing,
      released: sql<boolean>`exists (select 1 from ${versionPackages} where ${versionPackages.id} = ${pkg.id} and ${releasedToCondition(organizations.path)})`,
      hostedAway: sql<boolean>`exists (select 1 from ${robotHostings} where ${robotHostings.robotId} = ${robots.id} and ${currentHosting})`,
      inCampaign: sql<boolean>`exists (select 1 from ${otaTargets} where ${otaTargets.robotId} = ${robots.id} and ${inArray(otaTargets.state, OPEN_TARGET_STATES)})`,
    })
    .from(robots)
    .innerJoin(organizations, eq(organizations.id, robots.orgId))
    .leftJoin(robotConfig, eq(robotConfig.robotId, robots.id))
    .leftJoin(robotState, eq(robotState.robotId, robots.id))
    .where(
      and(
        isNull(robots.deletedAt),
        robotOwnedCondition(orgPath),
        scopeCondition(organizations.path, scopePath),
        target.robotTypes.length ? inArray(robots.robotType, target.robotTypes) : undefined,
        target.currentVersions.length ? inArray(current, target.currentVersions) : undefined,
        target.robotIds.length ? inArray(robots.id, target.robotIds) : undefined,
      ),
    )
    .orderBy(asc(robots.deviceNumber));
  if (target.robotIds.length && target.orgId === undefined && !target.robotTypes.length && !target.currentVersions.length) {
    // An explicit list alone must name only the caller's own robots.
    if (rows.length !== new Set(target.robotIds).size) throw notFound('target.robotIds');
  }
  return rows;
};

/** What a campaign with `pkg` and `target` would take, and what it leaves out with the reason. */
export const previewTargets = async (db: Tx, orgPath: string, pkg: CampaignPackage, target: TCampaignTarget): Promise<TCampaignPreview> => {
  const included: TCampaignPreviewRobot[] = [];
  const excluded: TCampaignPreviewRobot[] = [];
  for (const c of await candidates(db, orgPath, pkg, target)) {
    const exclusion = exclusionOf(c, pkg);
    const row = {
      robotId: c.robotId,
      deviceNumber: c.deviceNumber,
      name: c.name,
      orgName: c.orgName,
      robotType: c.robotType,
      currentVersion: c.currentVersion,
      online: c.online,
      exclusion,
    };
    (exclusion ? excluded : included).push(row);
  }
  return { unit: pkg.unit, version: pkg.version, packageType: pkg.packageType, included, excluded };
};
