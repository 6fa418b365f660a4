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
