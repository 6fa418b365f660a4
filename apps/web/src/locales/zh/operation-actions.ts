import type { TOperationAction } from '@fleet/contracts';

/** A label for every action of the operation log (contracts' catalogue: a missing one fails the type check). */
export const operationActions = {
  'auth.login': '登录', 'auth.logout': '退出登录', 'auth.resetPassWord': '修改密码',
  'user.updateOwner': '修改个人信息', 'user.language': '切换语言', 'user.create': '新建用户',
  'user.update': '编辑用户', 'user.delete': '删除用户', 'user.revert': '重置密码',
  'user.bindLandmarks': '分配地标点', 'user.unbindLandmarks': '移除地标点',
  'organization.create': '新建组织', 'organization.update': '编辑组织', 'organization.delete': '删除组织',
  'organization.createBusiness': '新建企业', 'organization.createLandmark': '新建地标点',
  'organization.landmarkFile': '上传地标文件',
  'role.create': '新建角色', 'role.update': '编辑角色', 'role.delete': '删除角色',
  'authority.update': '编辑权限',
  'empower.create': '新建授权密钥', 'empower.enable': '启用授权密钥', 'empower.disable': '停用授权密钥', 'empower.expire': '立即终止授权密钥',
  'robot.register': '注册机器人', 'robot.registerBatch': '批量注册机器人', 'robot.update': '编辑机器人',
  'robot.delete': '删除机器人', 'robot.rotateSecret': '重新生成机器人密钥', 'robot.alias': '修改机器人别名',
  'robot.host': '托管机器人', 'robot.unhost': '结束托管',
  'robot.lock': '锁定机器人', 'robot.unlock': '解锁机器人', 'robot.reset': '重置机器人', 'robot.startTask': '开始清洁',
  'robot.pause': '暂停机器人', 'robot.resume': '继续运行', 'robot.stop': '停止机器人', 'robot.dock': '机器人回充',
  'robot.uploadLog': '请求机器人日志', 'robot.map.switch': '切换地图', 'robot.map.copy': '复制地图到其他机器人',
  'robot.config.refresh': '读取配置', 'robot.config.set': '修改配置', 'robot.config.import': '导入配置',
  'robot.config.resetConsumable': '重置耗材',
  'robot.video.record': '录制视频片段', 'robot.video.deleteClip': '删除视频片段',
  'task.create': '新建任务', 'task.update': '编辑任务', 'task.delete': '删除任务', 'task.enable': '启用任务',
  'task.disable': '停用任务', 'task.start': '立即执行任务',
  'reservation.create': '新建预约', 'reservation.update': '编辑预约', 'reservation.delete': '删除预约',
  'reservation.enable': '启用预约', 'reservation.disable': '停用预约',
} satisfies Record<TOperationAction, string>;
