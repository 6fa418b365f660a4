import { operationActions } from './operation-actions';
export const operationLog = {
  title: '操作日志',
  readOnlyHint: '操作日志只读，任何人都不能修改或删除。',
  fields: {
    time: '时间',
    timeRange: '时间范围',
    account: '账号',
    organization: '组织',
    action: '操作',
    target: '对象',
    result: '结果',
    ip: 'IP',
  },
  placeholders: {
    account: '输入账号',
    action: '选择操作',
    result: '选择结果',
    start: '开始时间',
    end: '结束时间',
  },
  presets: { today: '今天', last7: '最近 7 天', last30: '最近 30 天' },
  results: { success: '成功', failure: '失败' },
  export: '导出 CSV',
  exported: '已导出 {{name}}',
  exportHint: '按当前查询条件导出，最多 10,000 条。',
  empty: '没有符合条件的操作记录。可以修改查询条件或时间范围。',
  actions: operationActions,
};
