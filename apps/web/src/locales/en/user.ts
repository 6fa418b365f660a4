import type { user as zh } from '../zh/user';
import type { Shape } from '../shape';

export const user = {
  title: 'Users',
  fields: {
    account: 'Account',
    userName: 'Name',
    phone: 'Phone',
    email: 'Email',
    organization: 'Organization',
    role: 'Role',
    enabled: 'Status',
    isFirstLogin: 'First sign-in',
    creator: 'Created by',
    createdAt: 'Created',
    password: 'Password',
    repeatPassword: 'Repeat password',
  },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  firstLogin: { pending: 'Must change password', done: 'Password changed' },
  placeholders: {
    organization: 'Choose an organization',
    role: 'Choose a role',
    roleNeedsOrg: 'Choose the organization first',
  },
  actions: {
    create: 'New user',
    edit: 'Edit user',
    view: 'User details',
    revert: 'Reset password',
  },
  enabledHint: 'Disabling signs the user out at once and blocks further sign-ins.',
  createHint: 'The new user must change the password at first sign-in.',
  revertConfirm: {
    title: 'Reset the password of "{{name}}"?',
    text: 'A one-time password is generated and the current one stops working at once. The user is signed out and must change the password at the next sign-in.',
  },
  oneTime: {
    title: 'One-time password',
    text: 'Give this password to "{{name}}".',
    warning: 'It will not be shown again after you close this window. Copy it now.',
    close: 'I have saved it, close',
  },
  deleteConfirm: {
    title: 'Delete user "{{name}}"?',
    text: 'The user is signed out at once. This cannot be undone.',
  },
  empty: 'No users match. Change the search, or click "New user" to add one.',
  created: 'User created',
  saved: 'User saved',
  deleted: 'User deleted',
  mobileSearch: 'Search by account',
} satisfies Shape<typeof zh>;
