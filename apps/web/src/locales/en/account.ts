import type { account as zh } from '../zh/account';
import type { Shape } from '../shape';

export const account = {
  userMenu: 'User menu',
  myAccount: 'My account',
  changePassword: 'Change password',
  signOut: 'Sign out',
  signOutConfirm: { title: 'Sign out', text: 'Do you want to sign out?' },
  fields: {
    account: 'Account',
    userName: 'User name',
    phone: 'Phone',
    email: 'Email',
    organization: 'Organization',
    role: 'Role',
    oldPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
  },
  saved: 'Saved',
  passwordChanged: 'Password changed. Please sign in again with your new password.',
} satisfies Shape<typeof zh>;
