import type { shell as zh } from '../zh/shell';
import type { Shape } from '../shape';

export const shell = {
  mainMenu: 'Main menu',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  openMenu: 'Open menu',
  mobileMenu: 'Menu',
  backToConsole: 'Back to the console',
} satisfies Shape<typeof zh>;
