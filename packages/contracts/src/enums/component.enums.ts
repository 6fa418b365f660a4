import { zEnumOf, type EnumValue } from './define';

/** What a component is (issue 16, componentConfig): the kinds a cleaning robot is built from. */
export const ComponentKind = {
  LIDAR: 'lidar',
  BATTERY: 'battery',
  MOTOR: 'motor',
  BRUSH: 'brush',
  FILTER: 'filter',
  CAMERA: 'camera',
  SENSOR: 'sensor',
  CONTROLLER: 'controller',
  OTHER: 'other',
} as const;
export const ZComponentKind = zEnumOf(ComponentKind);
export type TComponentKind = EnumValue<typeof ComponentKind>;

/**
 * Where a physical component is (spec §4): idle in stock, in use in a robot, under repair, or discarded.
 * Discarded is final; the moves between them are `COMPONENT_MOVES` (component-resource.rules.ts).
 */
export const ComponentState = {
  IDLE: 'idle',
  IN_USE: 'inUse',
  UNDER_REPAIR: 'underRepair',
  DISCARDED: 'discarded',
} as const;
export const ZComponentState = zEnumOf(ComponentState);
export type TComponentState = EnumValue<typeof ComponentState>;

/** What a component's serial number is: the manufacturer's own, or an asset tag the owner stuck on it. */
export const ComponentSerialType = {
  FACTORY: 'factory',
  ASSET: 'asset',
} as const;
export const ZComponentSerialType = zEnumOf(ComponentSerialType);
export type TComponentSerialType = EnumValue<typeof ComponentSerialType>;

/** What an operator does to a component; each is one entry of its history. */
export const ComponentAction = {
  INSTALL: 'install',
  REMOVE: 'remove',
  REPAIR: 'repair',
  REPAIRED: 'repaired',
  DISCARD: 'discard',
} as const;
export const ZComponentAction = zEnumOf(ComponentAction);
export type TComponentAction = EnumValue<typeof ComponentAction>;

/** A history entry: the actions above, plus how the component entered the inventory and edits of its data. */
export const ComponentEvent = {
  ...ComponentAction,
  CREATED: 'created',
  IMPORTED: 'imported',
  EDITED: 'edited',
} as const;
export const ZComponentEvent = zEnumOf(ComponentEvent);
export type TComponentEvent = EnumValue<typeof ComponentEvent>;

/** What a maintenance visit was (issue 16, maintainRecord). */
export const MaintainCategory = {
  ROUTINE: 'routine',
  REPAIR: 'repair',
  REPLACEMENT: 'replacement',
  INSPECTION: 'inspection',
  INSTALLATION: 'installation',
} as const;
export const ZMaintainCategory = zEnumOf(MaintainCategory);
export type TMaintainCategory = EnumValue<typeof MaintainCategory>;

/** Where a component taken out of a robot during a maintenance goes: the actions that take one out. */
export const RemovedTo = {
  REMOVE: 'remove',
  REPAIR: 'repair',
  DISCARD: 'discard',
} as const;
export const ZRemovedTo = zEnumOf(RemovedTo);
export type TRemovedTo = EnumValue<typeof RemovedTo>;
