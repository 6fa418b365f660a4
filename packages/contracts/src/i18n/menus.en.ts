import type { CatalogueShape } from './shape';
import type { menusZh } from './menus.zh';

export const menusEn = {
  groups: {
    dashboard: 'Home', system: 'System', robots: 'Robots', maintenance: 'Maintenance', versions: 'Versions',
    workOrders: 'Work orders', sites: 'Sites', stations: 'Charging stations', components: 'Components & products',
    documents: 'Documents', thirdParty: 'Third-party data', visualization: 'Visualization',
  },
  menus: {
    home: 'Home', largeScreen: 'Large screen', visualization: 'Visualization', organization: 'Organizations',
    user: 'Users', role: 'Roles', authority: 'Permissions', empower: 'Third-party keys', operationLog: 'Operation log',
    serverConfig: 'Server config', configure: 'Settings', robotRegister: 'Robot registration',
    robotTrusteeship: 'Robot hosting', robotOperate: 'Robot operation', editTask: 'Edit task', taskManage: 'Tasks',
    robotMonitor: 'Fleet monitor', robotQrcode: 'QR codes', statisticList: 'Statistics', match: 'Matching',
    robotFault: 'Faults', maintainRecord: 'Maintenance records', outRecord: 'Shipment records',
    robotConfigList: 'Robot configuration', robotVersion: 'Versions', ota: 'OTA upgrades', demand: 'Requirements',
    definition: 'Definition', submit: 'Submit', issue: 'Release', workOrderList: 'Work orders',
    workOrderRecord: 'Question tickets', landMarkDetail: 'Landmarks', areaDetail: 'Areas',
    chargingStationRegister: 'Station registration', chargingStationList: 'Stations',
    chargingStationEntrust: 'Station hosting', chargingStationVersion: 'Station versions',
    componentConfig: 'Component config', componentResource: 'Component resources', robottypeConfig: 'Robot types',
    product: 'Products', help: 'Help', maintenanceDoc: 'Maintenance docs', versionDoc: 'Version docs',
    mdEdit: 'Edit document', mdPreview: 'Preview document', mdVersionEdit: 'Edit version document',
    resourceFile: 'Files', beikongProject: 'Projects', beikongSite: 'Sites', beikongVehicle: 'Vehicles',
    beikongRoute: 'Routes', beikongPoint: 'Points', beikongTask: 'Tasks',
  },
  ops: {
    view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete', export: 'Export', createBusiness: 'Create business',
    landmark: 'Landmark organisation', revert: 'Reset password', bindLandmark: 'Bind landmarks', enable: 'Enable',
    disable: 'Disable', registerBatch: 'Bulk register', rotateSecret: 'Rotate secret', host: 'Host', unhost: 'Unhost',
    history: 'Hosting history', lock: 'Lock', unlock: 'Unlock', reset: 'Reset', command: 'Send commands', task: 'Tasks',
    map: 'Maps', video: 'Video', config: 'Configuration', setting: 'Settings', start: 'Start now', bind: 'Bind',
    unbind: 'Unbind', discard: 'Discard', troubleshoot: 'Troubleshoot', import: 'Import', release: 'Release',
    upgrade: 'Upgrade', cancel: 'Cancel', distribute: 'Dispatch', process: 'Process', accept: 'Accept',
    finish: 'Finish', close: 'Close', switch: 'Switch', shift: 'Shifts', elevator: 'Elevator control', upload: 'Upload',
  },
} as const satisfies CatalogueShape<typeof menusZh>;
