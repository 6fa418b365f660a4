import type { home as zh } from '../zh/home';
import type { Shape } from '../shape';

export const home = {
  welcome: 'Welcome, {{name}}',
  user: 'User',
  organization: 'Organization',
  role: 'Role',
  version: 'Platform version',
  language: 'Language',
  groupsTitle: 'What you can open',
  noGroups: 'Your role has no menu permissions yet. Please contact your administrator.',
  mobileTitle: 'Mobile',
} satisfies Shape<typeof zh>;
