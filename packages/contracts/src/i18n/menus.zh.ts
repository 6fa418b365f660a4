import type { MenuCode, MenuGroup } from '../permissions';

/** Labels of the permission catalogue: menu groups, menus (screens) and operation verbs. */
export const menusZh = {
  groups: {
    dashboard: '首页', system: '系统管理', robots: '机器人管理', maintenance: '运维管理', versions: '版本管理',
    workOrders: '工单管理', sites: '场地管理', stations: '充电桩管理', components: '组件与产品', documents: '文档中心',
    thirdParty: '第三方数据', visualization: '可视化',
  } satisfies Record<MenuGroup, string>,
  menus: {
    home: '首页', largeScreen: '大屏', visualization: '可视化', organization: '组织管理', user: '用户管理',
    role: '角色管理', authority: '权限管理', empower: '第三方授权', operationLog: '操作日志', serverConfig: '服务配置',
    configure: '系统配置', robotRegister: '机器人注册', robotTrusteeship: '机器人托管', robotOperate: '机器人操作',
    editTask: '编辑任务', taskManage: '任务管理', robotMonitor: '机器人监控', robotQrcode: '二维码管理',
    statisticList: '统计列表', match: '匹配管理', robotFault: '故障管理', maintainRecord: '维护记录',
    outRecord: '出库记录', robotConfigList: '机器人配置', robotVersion: '版本列表', ota: 'OTA 升级', demand: '需求',
    definition: '定义', submit: '提交', issue: '发布', workOrderList: '工单列表', workOrderRecord: '问题工单',
    landMarkDetail: '地标管理', areaDetail: '区域管理', chargingStationRegister: '充电桩注册',
    chargingStationList: '充电桩列表', chargingStationEntrust: '充电桩托管', chargingStationVersion: '充电桩版本',
    componentConfig: '组件配置', componentResource: '组件资源', robottypeConfig: '机型配置', product: '产品配置',
    help: '帮助中心', maintenanceDoc: '运维文档', versionDoc: '版本文档', mdEdit: '文档编辑', mdPreview: '文档预览',
    mdVersionEdit: '版本文档编辑', resourceFile: '资源文件', beikongProject: '项目', beikongSite: '站点',
    beikongVehicle: '车辆', beikongRoute: '路线', beikongPoint: '点位', beikongTask: '任务',
  } satisfies Record<MenuCode, string>,
  ops: {
    view: '查看', create: '新增', edit: '编辑', delete: '删除', export: '导出', createBusiness: '创建企业',
    landmark: '地标组织', revert: '重置密码', bindLandmark: '绑定地标', enable: '启用', disable: '停用',
    registerBatch: '批量注册', rotateSecret: '重置密钥', host: '托管', unhost: '取消托管', history: '托管记录',
    lock: '锁定', unlock: '解锁', reset: '重置', command: '下发指令', task: '任务', map: '地图', video: '视频',
    config: '配置', setting: '设置', start: '立即执行', bind: '绑定', unbind: '解绑', discard: '作废',
    troubleshoot: '故障排查', import: '导入', release: '发布', upgrade: '升级', cancel: '取消',
    distribute: '派单', process: '处理', accept: '验收', finish: '完成', close: '关闭', switch: '切换', shift: '班次',
    elevator: '梯控', upload: '上传',
  },
} as const;
