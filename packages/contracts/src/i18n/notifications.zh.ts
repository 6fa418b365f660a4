/**
 * The messages of the notification center. A notification stores its key and parameters, never text:
 * the reader's language is chosen when it is shown. A module that notifies adds its keys here (zh
 * defines them; en and ja satisfy the shape).
 */
export const notificationsZh = {
  notifications: {
    workOrder: {
      created: '新工单 {{number}} 已提交，等待确认',
      assigned: '工单 {{number}} 已分派给您',
      stateChanged: '工单 {{number}} 的状态已更新',
      finished: '工单 {{number}} 已处理完成，请验收',
      escalated: '{{org}} 的紧急工单 {{number}} 已等待超过 {{minutes}} 分钟仍无人受理，请尽快处理',
    },
    question: {
      answered: '您的问题“{{title}}”有了新的回答',
      closed: '您的问题“{{title}}”已关闭',
    },
    ota: {
      halted: '升级任务“{{name}}”在第 {{wave}} 批有 {{failed}} 台机器人升级失败，已自动暂停：请查看失败原因，再决定继续、取消或回滚',
      awaitingConfirmation: '升级任务“{{name}}”的第 {{wave}} 批已达到成功标准，等待您确认后开始下一批',
      completed: '升级任务“{{name}}”已完成：{{succeeded}} 台成功，{{failed}} 台失败',
    },
    system: {
      welcome: '欢迎使用 Fleet Console，新消息会显示在这里',
    },
  },
};
