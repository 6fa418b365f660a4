import { zEnumOf, type EnumValue } from './define';

/** Where a requirement stands on the way to a version (issue 15, the demand screen). */
export const DemandState = { OPEN: 'open', PLANNED: 'planned', DONE: 'done', REJECTED: 'rejected' } as const;
export const ZDemandState = zEnumOf(DemandState);
export type TDemandState = EnumValue<typeof DemandState>;

/** Numbers, so that sorting by priority sorts by urgency. */
export const DemandPriority = { LOW: 0, NORMAL: 1, HIGH: 2, URGENT: 3 } as const;
export const ZDemandPriority = zEnumOf(DemandPriority);
export type TDemandPriority = EnumValue<typeof DemandPriority>;
