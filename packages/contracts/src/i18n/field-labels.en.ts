import type { CatalogueShape } from './shape';
import type { fieldLabelsZh } from './field-labels.zh';

export const fieldLabelsEn = {
  fields: {
    account: 'Account', action: 'Action', admin: 'Administrator', alias: 'Alias', aliasPrefix: 'Alias prefix',
    area: 'Area', beginAt: 'Start time', businessCode: 'Business code', captcha: 'Verification code',
    captchaId: 'Verification code', cleanMode: 'Cleaning mode', code: 'Code', commandId: 'Command',
    companyCode: 'Company code', contactName: 'Contact', count: 'Quantity', date: 'Date', description: 'Description',
    details: 'Details', deviceNumber: 'Device number', email: 'Email', en: 'English name', enabled: 'Enabled',
    end: 'End time', endAt: 'End time', eventId: 'Event', execMode: 'Run mode', execTime: 'Run time',
    execTimes: 'Run times', hosted: 'Hosting', id: 'ID', ja: 'Japanese name', junkEventMode: 'Junk event mode',
    key: 'Setting', keyword: 'Keyword', landmarkId: 'Landmark', lang: 'Language', level: 'Level', limit: 'Limit',
    locked: 'Locked', logId: 'Log', mapId: 'Map', maxSpeed: 'Maximum speed', minutes: 'Duration', model: 'Model',
    name: 'Name', names: 'Name', newPassword: 'New password', obstacleDistance: 'Obstacle distance',
    offset: 'Offset', oldPassword: 'Current password', online: 'Online', orgId: 'Organization',
    orgIds: 'Organizations', page: 'Page', pageSize: 'Page size', parentId: 'Parent organization',
    password: 'Password', pathId: 'Path', periodType: 'Repeat', permissions: 'Permissions', phone: 'Phone',
    provider: 'Provider', range: 'Time range', reason: 'Reason', repeatPassword: 'Confirm password',
    repeatTimes: 'Repetitions', result: 'Result', returnBattery: 'Return-to-dock battery', robot: 'Robot',
    robotId: 'Robot', robotIds: 'Robots', robotType: 'Robot type', roleId: 'Role', scene: 'Scene',
    simulated: 'Simulated device', sortField: 'Sort by', sortOrder: 'Sort order', start: 'Start time', startAt: 'Start time', startSuffix: 'First number',
    state: 'State', streamingVersion: 'Streaming version', targetRobotId: 'Target robot', taskMinutes: 'Task duration',
    type: 'Type', tz: 'Time zone', userId: 'User', userName: 'User name', values: 'Values', version: 'Version',
    volume: 'Volume', waterLevel: 'Water flow', window: 'Time window', withImage: 'With image', zh: 'Chinese name',
  },
  fieldMessage: '{{field}}: {{message}}',
} as const satisfies CatalogueShape<typeof fieldLabelsZh>;
