/**
 * What the user calls each request field, so a refusal names the field in their language instead of
 * its API path ("设备编号：…", never "deviceNumber: …"). One entry per field name used by a route's
 * body, query or params (field-labels.test.ts walks every route); a nested path uses its last name.
 */
export const fieldLabelsZh = {
  fields: {
    account: '账号', action: '操作', admin: '管理员', alias: '别名', aliasPrefix: '别名前缀', area: '区域',
    beginAt: '开始时间', businessCode: '业务编码', captcha: '验证码', captchaId: '验证码', cleanMode: '清洁模式',
    code: '编码', commandId: '指令', companyCode: '公司编码', contactName: '联系人', count: '数量', date: '日期',
    description: '描述', details: '详细信息', deviceNumber: '设备编号', email: '邮箱', en: '英文名称',
    enabled: '启用状态', end: '结束时间', endAt: '结束时间', eventId: '事件', execMode: '执行方式',
    execTime: '执行时间', execTimes: '执行时间', hosted: '托管状态', id: '编号', ja: '日文名称',
    junkEventMode: '垃圾事件模式', key: '配置项', keyword: '关键字', landmarkId: '地标', lang: '语言',
    level: '级别', limit: '数量上限', locked: '锁定状态', logId: '日志', mapId: '地图', maxSpeed: '最高速度',
    minutes: '时长', model: '型号', name: '名称', names: '名称', newPassword: '新密码',
    obstacleDistance: '避障距离', offset: '起始位置', oldPassword: '原密码', online: '在线状态', orgId: '所属组织',
    orgIds: '组织', page: '页码', pageSize: '每页条数', parentId: '上级组织', password: '密码', pathId: '路径',
    periodType: '周期类型', permissions: '权限', phone: '电话', provider: '提供方', range: '时间范围',
    reason: '原因', repeatPassword: '确认密码', repeatTimes: '重复次数', result: '结果',
    returnBattery: '回充电量', robot: '机器人', robotId: '机器人', robotIds: '机器人', robotType: '机器人类型',
    roleId: '角色', scene: '场景', simulated: '模拟设备', sortField: '排序字段', sortOrder: '排序方向', start: '开始时间', startAt: '开始时间',
    startSuffix: '起始编号', state: '状态', streamingVersion: '视频流版本', targetRobotId: '目标机器人',
    taskMinutes: '任务时长', type: '类型', tz: '时区', userId: '用户', userName: '用户名', values: '配置值',
    version: '版本', volume: '音量', waterLevel: '出水量', window: '时间窗口', withImage: '带图片', zh: '中文名称',
  },
  /** Joins a field's name to the message about it. */
  fieldMessage: '{{field}}：{{message}}',
} as const;
