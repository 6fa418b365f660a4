import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery } from '../common/list';
import { RemovedTo, ZComponentKind, ZRemovedTo } from '../enums/component.enums';
import { ZRobotType } from '../enums/robot.enums';
import { V, zOptText, zString } from '../validation/rules';
import { ZConsumableLife } from './robot-config.schema';

/**
 * The robot configuration list (issue 16, robotConfigList): each robot the caller sees with what it is
 * built from: the product and hardware version of its latest shipment, the components installed in it,
 * and its consumables' remaining life as the robot last reported (warning below CONSUMABLE_WARN_PERCENT).
 */
export const ZRobotBuildListQuery = ZListQuery.extend({
  /** Matches the device number or the alias. */
  keyword: zString().max(60, V.tooLong).optional(),
  robotType: ZRobotType.optional(),
  /** Only robots with a consumable below the warning share of its life. */
  warning: z.boolean().optional(),
});
export type TRobotBuildListQuery = z.input<typeof ZRobotBuildListQuery>;

export const ZInstalledComponent = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  model: z.string(),
  kind: ZComponentKind,
  consumable: z.boolean(),
  lifespanHours: z.number().int().nullable(),
  installedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TInstalledComponent = z.infer<typeof ZInstalledComponent>;

export const ZRobotBuild = z.object({
  id: z.number().int(),
  deviceNumber: z.string(),
  alias: z.string(),
  robotType: ZRobotType,
  orgName: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), model: z.string() }).nullable(),
  hardwareVersion: z.string().nullable(),
  shippedAt: z.string().nullable(),
  components: z.array(ZInstalledComponent),
  consumables: z.array(ZConsumableLife),
  /** When the robot last reported its consumables (ISO), or null when it never did. */
  consumablesAt: z.string().nullable(),
  /** How many consumables are below the warning share of their life. */
  warnings: z.number().int(),
});
export type TRobotBuild = z.infer<typeof ZRobotBuild>;

/**
 * Swap a component of a robot (the component configuration tab): the one taken out goes where `removedTo`
 * says, the idle one put in is installed, both in one transaction with their history.
 */
export const ZComponentSwapBody = z.object({
  robotId: zId(),
  removeId: zId(),
  removedTo: ZRemovedTo.default(RemovedTo.REMOVE),
  installId: zId(),
  note: zOptText(300),
});
export type TComponentSwapBody = z.input<typeof ZComponentSwapBody>;
