import { ACK_REASONS } from '@fleet/contracts';
import type { TFunction } from 'i18next';

/**
 * Why a robot refused a command, in the user's words: one of the protocol's reasons (`unsupported` →
 * "The robot does not support this command") or, for a reason the protocol does not name, the robot's
 * own short text as it sent it. Every screen that shows a failed command's reason uses this.
 */
export const ackReasonText = (t: TFunction, reason: string | null | undefined): string | null => {
  if (!reason) return null;
  return (ACK_REASONS as readonly string[]).includes(reason) ? t(`robot:ackReasons.${reason}`) : reason;
};
