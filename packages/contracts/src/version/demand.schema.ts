import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { DemandState, ZDemandPriority, ZDemandState, type TDemandState } from '../enums/version.enums';
import { ZRobotType } from '../enums/robot.enums';
import { V, zString, zText } from '../validation/rules';

/** A requirement's description: what is asked and why, in a few paragraphs. */
export const DEMAND_DESCRIPTION_MAX = 2_000;

/**
 * The moves a requirement may make (one table, enforced by the server, mirrored by the form): planned
 * once a version will carry it, delivered when that version is out; a rejected one can be reopened, a
 * delivered one planned again when the delivery fell short.
 */
export const DEMAND_MOVES: { readonly [S in TDemandState]: readonly TDemandState[] } = {
  [DemandState.OPEN]: [DemandState.PLANNED, DemandState.REJECTED],
  [DemandState.PLANNED]: [DemandState.OPEN, DemandState.DONE, DemandState.REJECTED],
  [DemandState.DONE]: [DemandState.PLANNED],
  [DemandState.REJECTED]: [DemandState.OPEN],
};

/** The states a requirement in `from` may be given: itself and its moves. */
export const demandStatesFrom = (from: TDemandState): readonly TDemandState[] => [from, ...DEMAND_MOVES[from]];

const ZDescription = zString().max(DEMAND_DESCRIPTION_MAX, V.tooLong);
const ZRobotTypes = z.array(ZRobotType, { error: V.required }).min(1, V.required).max(10, V.invalid);

export const ZDemandSaveBody = z.object({
  title: zText(60),
  description: ZDescription.default(''),
  robotTypes: ZRobotTypes,
  priority: ZDemandPriority,
  /** The organisation that owns it (its staff and those above see it); the author's own when absent. */
  orgId: zId().optional(),
});
export type TDemandSaveBody = z.input<typeof ZDemandSaveBody>;

export const ZDemandUpdateBody = z.object({
  id: zId(),
  title: zText(60).optional(),
  description: ZDescription.optional(),
  robotTypes: ZRobotTypes.optional(),
  priority: ZDemandPriority.optional(),
  state: ZDemandState.optional(),
});
export type TDemandUpdateBody = z.input<typeof ZDemandUpdateBody>;

export const DEMAND_SORT_FIELDS = ['priority', 'updatedAt', 'title'] as const;
export type TDemandSortField = (typeof DEMAND_SORT_FIELDS)[number];

export const ZDemandListQuery = ZListQuery.extend({
  ...zListSort(DEMAND_SORT_FIELDS),
  /** Matches the title or the description. */
  keyword: zString().max(60, V.tooLong).optional(),
  state: ZDemandState.optional(),
  priority: ZDemandPriority.optional(),
  robotType: ZRobotType.optional(),
});
export type TDemandListQuery = z.input<typeof ZDemandListQuery>;

export const ZDemand = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  robotTypes: z.array(ZRobotType),
  priority: ZDemandPriority,
  state: ZDemandState,
  orgId: z.number().int(),
  orgName: z.string(),
  author: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDemand = z.infer<typeof ZDemand>;
