import type { authority as zh } from '../zh/authority';
import type { Shape } from '../shape';

export const authority = {
  title: 'Permissions',
  searchLabel: 'Filter by name or code',
  searchPlaceholder: 'Enter a name or code',
  fields: {
    name: 'Name',
    code: 'Code',
    type: 'Type',
    description: 'Description',
    roleCount: 'Roles holding it',
  },
  types: { menu: 'Menu', operate: 'Operation' },
  langs: { zh: 'Chinese name', en: 'English name', ja: 'Japanese name' },
  edit: 'Edit permission',
  editAria: 'Edit {{name}}',
  codeNote: 'The code is what roles and routes hold, so it never changes.',
  namesHint: 'Names are optional; an empty one uses the default name shown as the placeholder.',
  descriptionHint:
    'Leave it empty to use the default description shown as the placeholder. A description you write shows as written in every language.',
  saved: 'Permission saved; menu names are updated',
  empty: 'No permissions match. Try another name or code.',
} satisfies Shape<typeof zh>;
