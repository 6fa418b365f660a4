import type { EnumLabelTable } from '../enums';
import { upgradeResultLabels } from './enum-labels';

/** Labels of every enumeration value (`enums.<Enum>.<value>`); zh defines the keys, en and ja follow. */
export const enumsZh = {
  enums: {
    OrgLevel: { '0': '平台', '1': '代理商', '2': '运营商', '3': '区域', '4': '点位', '5': '运维' },
    TrusteeshipType: { '0': '未托管', '1': '永久托管', '2': '租赁', '3': '试用' },
    RobotType: { '1': '130 型', '10': '90 型', '15': '80 型', '20': '40 型' },
    WorkStatus: {
      '0': '空闲', '1': '执行中', '2': '已暂停', '3': '已完成', '6': '转场模式', '7': '跟随模式', '8': '人工辅助',
    },
    DeviceState: { '0': '正常', '1': '工作中', '2': '异常', '3': '已锁定', '4': '急停', '5': '暂停', '6': '手动' },
    LocationState: { '0': '未定位', '1': '定位成功', '2': '定位失败', '3': '等待匹配' },
    LockState: { '0': '未锁定', '1': '已锁定' },
    OnlineState: { '0': '离线', '1': '在线' },
    BindState: { '0': '未绑定', '1': '已绑定' },
    ChargeStatus: { '0': '未充电', '1': '手动充电', '2': '自动充电' },
    StreamingVersion: { '1': '1.0（不支持 WebRTC）', '2': '2.0（WebRTC）' },
    JunkEventMode: { off: '关闭', boot: '开机时上报', work: '工作时上报' },
    TaskState: { '0': '待执行/执行中', '1': '已完成', '2': '已过期' },
    ReservationResult: {
      '0': '成功', '1': '设备升级中', '2': '设备状态异常', '3': '地图加载失败', '4': '定位加载失败', '5': '任务失败',
      '6': '任务已过期',
    },
    OperateState: { '0': '已下发，无反馈', '1': '成功', '2': '失败', '3': '等待超时' },
    PeriodType: { '0': '当天或隔天', '1': '每天一次' },
    ExecMode: { '0': '单次', '1': '每天循环' },
    Scene: { '0': '简单场景', '1': '多地图场景' },
    CleanMode: { cover: '覆盖清扫', patrol: '巡逻' },
    ShiftState: { active: '运营中', cancelled: '已取消' },
    ShiftType: { normal: '正常班', extra: '加班' },
    UpgradeStepMain: {
      '0': '等待升级', '1': '已收到通知', '2': '信息校验', '3': '版本比对', '4': '查询升级包', '5': '下载中',
      '6': '下载完成', '7': '文件校验', '8': '备份', '9': '解压', '10': '替换文件', '11': '重启', '12': '升级成功',
      '13': '回滚',
    },
    UpgradeStepControl: {
      '0': '等待升级', '1': '已收到通知', '2': '信息校验', '3': '版本比对', '4': '查询升级包', '5': '下载中',
      '6': '下载完成', '7': '文件校验', '8': '备份', '11': '重启', '12': '升级成功', '13': '回滚',
    },
    UpgradeStepApp: {
      '0': '等待升级', '1': '已收到通知', '2': '版本比对', '3': '下载中', '4': '下载完成', '5': '安装中',
      '6': '升级成功', '7': '升级失败',
    },
    UpgradeStep: { '1': '准备', '2': '下载', '3': '校验', '4': '安装', '5': '回滚', '6': '重启', '7': '完成' },
    UpgradeResult: upgradeResultLabels(
      [
        '正在执行任务', '正在升级', '无需升级', '已是最新版本', '网络异常', '查询失败', '下载失败', '校验失败',
        '解密失败', '解压失败', '备份失败', '删除旧版本失败', '安装失败', '回滚失败', '未知错误',
      ],
      { main: '主单元：', second: '副单元：' },
    ),
    PackageType: { test: '测试包', demo: '演示包', trial: '试用包', official: '正式包' },
    SimStatus: {
      '0': '正常', '2': '停机', '4': '待激活', '5': '测试期', '8': '库存', '9': '预销户', '20': '已销户',
      '21': '达量断网', '80': '沉默期', '99': '未知',
    },
    ComponentState: { idle: '空闲', in_use: '使用中', maintenance: '维修中', discarded: '已报废' },
    QrCodeState: { in_use: '使用中', discarded: '已作废' },
    // Each language is named in its own tongue, as language pickers usually do.
    Language: { zhCN: '简体中文', enUS: 'English', jaJP: '日本語' },
    WorkOrderUserStatus: {
      submitted: '已提交', pending: '待处理', processing: '处理中', awaiting_acceptance: '待验收', finished: '已完成',
      closed: '已关闭',
    },
    WorkOrderAdminStatus: {
      to_confirm: '待确认', reassign: '待改派', pending: '待处理', awaiting_acceptance: '待验收', finished: '已完成',
      closed: '已关闭',
    },
    WorkOrderAction: { submit: '提交', distribute: '派单', process: '处理', accept: '验收', finish: '完成', close: '关闭' },
    WorkOrderLevel: { '0': '普通', '1': '紧急', '2': '非常紧急' },
  },
} as const satisfies { enums: EnumLabelTable };
