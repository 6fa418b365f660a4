import { zEnumOf, type EnumValue } from './define';

/** Organisation level (spec §4). */
export const OrgLevel = {
  PLATFORM: 0,
  AGENT: 1,
  OPERATION: 2,
  AREA: 3,
  POINT: 4,
  OPS_MAINTENANCE: 5,
} as const;
export const ZOrgLevel = zEnumOf(OrgLevel);
export type TOrgLevel = EnumValue<typeof OrgLevel>;

/** How a robot is hosted to an organisation (trusteeship). */
export const TrusteeshipType = {
  UNASSIGNED: 0,
  PERMANENT: 1,
  LEASE: 2,
  TRIAL: 3,
} as const;
export const ZTrusteeshipType = zEnumOf(TrusteeshipType);
export type TTrusteeshipType = EnumValue<typeof TrusteeshipType>;
