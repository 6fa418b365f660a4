import { operationActions } from './operation-actions';
import type { operationLog as zh } from '../zh/operation-log';
import type { Shape } from '../shape';

export const operationLog = {
  title: 'Operation log',
  readOnlyHint: 'The operation log is read-only: nobody can change or delete an entry.',
  fields: {
    time: 'Time',
    timeRange: 'Time range',
    account: 'Account',
    organization: 'Organization',
    action: 'Action',
    target: 'Target',
    result: 'Result',
    ip: 'IP',
  },
  placeholders: {
    account: 'Enter an account',
    action: 'Choose an action',
    result: 'Choose a result',
    start: 'Start time',
    end: 'End time',
  },
  presets: { today: 'Today', last7: 'Last 7 days', last30: 'Last 30 days' },
  results: { success: 'Success', failure: 'Failure' },
  export: 'Export CSV',
  exported: 'Exported {{name}}',
  exportHint: 'Exports what the current search finds, at most 10,000 rows.',
  empty: 'No operations match. Change the search or the time range.',
  actions: operationActions,
} satisfies Shape<typeof zh>;
