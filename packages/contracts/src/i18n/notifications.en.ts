import type { notificationsZh } from './notifications.zh';
import type { CatalogueShape } from './shape';

export const notificationsEn = {
  notifications: {
    workOrder: {
      created: 'New work order {{number}} was submitted and waits for confirmation',
      assigned: 'Work order {{number}} was assigned to you',
      stateChanged: 'Work order {{number}} changed state',
      finished: 'Work order {{number}} is done: please check and accept it',
      escalated:
        'Urgent work order {{number}} of {{org}} has waited more than {{minutes}} minutes and nobody has taken it yet: please see to it',
    },
    question: {
      answered: 'Your question "{{title}}" has a new answer',
      closed: 'Your question "{{title}}" was closed',
    },
    ota: {
      halted:
        'Campaign "{{name}}" paused itself: {{failed}} robots of wave {{wave}} failed to upgrade. Look at why, then resume, cancel or roll back',
      awaitingConfirmation: 'Wave {{wave}} of campaign "{{name}}" reached its success mark: confirm to start the next wave',
      completed: 'Campaign "{{name}}" is complete: {{succeeded}} robots upgraded, {{failed}} failed',
    },
    system: {
      welcome: 'Welcome to Fleet Console: new messages will appear here',
    },
  },
} satisfies CatalogueShape<typeof notificationsZh>;
