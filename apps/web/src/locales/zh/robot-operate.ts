export const robotOperate = {
  title: '机器人操作',
  empty: '没有符合条件的机器人。可以修改查询条件，或先在“机器人注册”中注册机器人。',
  open: '打开 {{number}} 的操作页',
  columns: { presence: '在线/锁定', battery: '电量/充电', work: '工作状态/进度', location: '定位/位置' },
  actions: { lock: '锁定', unlock: '解锁', reset: '重置' },
  confirm: {
    lockTitle: '锁定机器人 {{number}}？',
    lockText: '锁定会停止清扫，机器人在解锁前不会执行任何任务。',
    unlockTitle: '解锁机器人 {{number}}？',
    unlockText: '解锁后机器人可以再次执行任务。',
    resetTitle: '重置机器人 {{number}}？',
    resetText: '重置会清除机器人上的地图、任务和历史记录，此操作不可撤销。',
  },
};
