import type { version as zh } from '../zh/version';
import type { Shape } from '../shape';

export const version = {
  demand: {
    title: 'Requirements',
    subtitle: 'Record what coming versions must deliver and follow each requirement by priority and state until it ships.',
    new: 'New requirement',
    edit: 'Edit requirement',
    fields: {
      title: 'Title',
      description: 'Description',
      robotTypes: 'Robot types',
      priority: 'Priority',
      state: 'State',
      organization: 'Organization',
      updated: 'Last changed',
    },
    placeholders: {
      keyword: 'Search titles and descriptions',
      title: 'Requirement title, at most 60 characters',
      robotTypes: 'Choose the robot types it concerns',
      organization: 'Your own organization by default',
    },
    orgHint: 'Staff of this organization and of those above it can see and handle the requirement.',
    empty: 'No requirements yet. Click "New requirement" to record the first one.',
    created: 'Requirement created',
    updated: 'Requirement saved',
    deleted: 'Requirement deleted',
    confirmDeleteTitle: 'Delete the requirement "{{title}}"?',
    confirmDeleteText: 'This cannot be undone.',
  },
} satisfies Shape<typeof zh>;
