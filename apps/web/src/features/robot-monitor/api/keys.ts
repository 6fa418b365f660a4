import { robotKeys } from '../../../lib/robot-api';

/** Under robotKeys.all, so the live client's writeLiveStates patches the geography in place. */
export const monitorKeys = {
  geography: () => [...robotKeys.all, 'geography'] as const,
};
