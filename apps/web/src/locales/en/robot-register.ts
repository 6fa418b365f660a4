import type { robotRegister as zh } from '../zh/robot-register';
import type { Shape } from '../shape';

export const robotRegister = {
  title: 'Robot registration',
  empty: 'No robots match. Change the search, or click "Register robot" to add one.',
  saved: 'Robot saved',
  deleted: 'Robot deleted',
  actions: {
    register: 'Register robot',
    registerSubmit: 'Register',
    batch: 'Bulk register',
    batchSubmit: 'Register all',
    exportPage: 'Export page as CSV',
    rotate: 'New secret',
    delete: 'Delete',
  },
  fields: {
    simulatedSwitch: 'Simulated device',
    count: 'Count',
    startSuffix: 'First number',
    aliasPrefix: 'Alias prefix',
    testing: 'Marked for testing',
  },
  hints: {
    deviceNumber: 'Real: YJ-model-5 digits; simulated: SIMULATION-model-5 digits',
    simulated: "Must match the number's prefix",
    organization: 'Leave empty for your own organization',
    organizationPlaceholder: 'Choose an organization',
    count: 'Up to {{max}} at once; all are registered or none',
    startSuffix: 'Leave empty to continue after the highest number in use',
    aliasPrefix: 'Aliases are the prefix plus the last 5 digits of the number',
  },
  batch: {
    preview_one: 'This device will be registered:',
    preview_other: 'These {{count}} devices will be registered:',
    previewAuto_one: '1 device will be registered as {{prefix}}XXXXX, continuing after the highest number in use.',
    previewAuto_other: '{{count}} devices will be registered as {{prefix}}XXXXX, continuing after the highest number in use.',
    previewEmpty: 'Enter a model and a count to see the numbers that will be created.',
  },
  secrets: {
    title: 'Device secrets ({{count}})',
    warning:
      'Secrets are shown only this once and cannot be viewed after you close this window. Copy them or download the CSV now; a lost secret can only be replaced.',
    secret: 'Device secret',
    copyAll: 'Copy all',
    download: 'Download CSV',
    close: 'I have saved them, close',
  },
  edit: {
    title: 'Edit robot {{number}}',
    enabledHint: 'A disabled robot is disconnected at once and cannot connect until it is enabled again.',
    testingHint: 'Only robots marked for testing receive test packages in OTA campaigns',
    testingTag: 'Testing',
  },
  confirm: {
    rotateTitle: 'Issue a new secret for {{number}}?',
    rotateText: 'The old secret stops working now and the robot is disconnected until it is configured with the new one.',
    deleteTitle: 'Delete robot {{number}}?',
    deleteText: 'The robot is disconnected and this number can never connect again. This cannot be undone.',
  },
} satisfies Shape<typeof zh>;
