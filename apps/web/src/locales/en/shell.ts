import type { shell as zh } from '../zh/shell';
import type { Shape } from '../shape';

export const shell = {
  mainMenu: 'Main menu',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  openMenu: 'Open menu',
  mobileMenu: 'Menu',
  backToConsole: 'Back to the console',
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications: {{n}} unread',
    title: 'Notifications',
    readAll: 'Mark all read',
    empty: 'No notifications yet: new messages will appear here',
    loading: 'Loading notifications',
    unreadItem: 'Unread: {{text}}',
  },
} satisfies Shape<typeof zh>;
