import type { robotOperate as zh } from '../zh/robot-operate';
import type { Shape } from '../shape';

export const robotOperate = {
  title: 'Robot operation',
  empty: 'No robots match. Change the search, or register robots under "Robot registration" first.',
  open: 'Open the operate page of {{number}}',
  columns: { presence: 'Online / lock', battery: 'Battery / charging', work: 'Work / progress', location: 'Location / position' },
  actions: { lock: 'Lock', unlock: 'Unlock', reset: 'Reset' },
  confirm: {
    lockTitle: 'Lock robot {{number}}?',
    lockText: 'Locking stops cleaning; the robot runs no task until it is unlocked.',
    unlockTitle: 'Unlock robot {{number}}?',
    unlockText: 'The robot can run tasks again.',
    resetTitle: 'Reset robot {{number}}?',
    resetText: 'Reset clears maps, tasks and history on the robot. This cannot be undone.',
  },
} satisfies Shape<typeof zh>;
