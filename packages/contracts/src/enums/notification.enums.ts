import { zEnumOf, type EnumValue } from './define';

/** What a notification is about: the bell groups and marks them by it. Modules add their kind here. */
export const NotificationKind = { WORK_ORDER: 'workOrder', QUESTION: 'question', SYSTEM: 'system' } as const;
export const ZNotificationKind = zEnumOf(NotificationKind);
export type TNotificationKind = EnumValue<typeof NotificationKind>;
