import type { role as zh } from '../zh/role';
import type { Shape } from '../shape';

export const role = {
  title: 'Roles',
  fields: {
    name: 'Role name',
    organization: 'Organization',
    level: 'Level',
    description: 'Description',
    userCount: 'Users',
    createdAt: 'Created',
    permissions: 'Permissions',
  },
  system: 'System',
  systemHint: 'Built-in roles are maintained by the system and cannot be changed or deleted.',
  placeholders: { organization: 'Choose an organization' },
  actions: {
    create: 'New role',
    edit: 'Edit role',
    view: 'Role details',
  },
  tree: {
    label: 'Permission tree',
    selectAll: 'Select all',
    clear: 'Clear',
    menu: 'Menu',
    operate: 'Operation',
    count: '{{count}} selected',
    hint: 'Checking an operation also checks its menu. You can only grant permissions you hold yourself.',
    empty: 'You have no permissions you could grant.',
  },
  noPermissions: 'This role has no permissions yet.',
  deleteConfirm: {
    title: 'Delete role "{{name}}"?',
    text: 'This cannot be undone. A role that users still hold cannot be deleted; give those users another role first.',
  },
  empty: 'No roles match. Change the search, or click "New role" to add one.',
  created: 'Role created',
  saved: 'Role saved; its holders get the change with their next action',
  deleted: 'Role deleted',
} satisfies Shape<typeof zh>;
