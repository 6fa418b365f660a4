import type { component as zh } from '../zh/component';
import type { Shape } from '../shape';

export const component = {
  title: 'Component catalogue',
  subtitle: "Keep each organization's catalogue of the parts robots are built from, and how many hours each consumable lasts.",
  new: 'New component model',
  edit: 'Edit component model',
  fields: {
    model: 'Model',
    kind: 'Kind',
    vendor: 'Vendor',
    consumable: 'Consumable',
    lifespanHours: 'Lifespan (hours)',
    robotTypes: 'Robot types',
    description: 'Description',
    organization: 'Organization',
    updated: 'Last changed',
  },
  placeholders: {
    keyword: 'Search models and vendors',
    model: 'For example: BR-SIDE-3',
    kind: 'Choose the kind of part',
    vendor: 'Who supplies it (optional)',
    robotTypes: 'Choose the robot types it fits',
    organization: 'Your own organization by default',
  },
  hours: 'h',
  consumableLife: 'Yes · {{hours}} h',
  consumableHint: "A consumable (brush, filter …) needs its rated working hours: the robots' consumable counters count down from them.",
  orgHint: 'Staff of this organization and of those above it can see and use the model.',
  empty: 'No component models yet: add the parts your robots are built from.',
  created: 'Component model created',
  updated: 'Component model saved',
  deleted: 'Component model deleted',
  confirmDeleteTitle: 'Delete the component model "{{model}}"?',
  confirmDeleteText: 'This cannot be undone.',
} satisfies Shape<typeof zh>;
