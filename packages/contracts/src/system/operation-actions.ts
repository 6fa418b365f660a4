/**
 * Every action the operation log records: the server may write only these (recordOperation's type),
 * and the web has a label for each in every language (a missing one fails the type check).
 */
export const OPERATION_ACTIONS = [
  'auth.login', 'auth.logout', 'auth.resetPassWord',
  'user.updateOwner', 'user.language', 'user.create', 'user.update', 'user.delete', 'user.revert',
  'user.bindLandmarks', 'user.unbindLandmarks',
  'organization.create', 'organization.update', 'organization.delete', 'organization.createBusiness',
  'organization.createLandmark', 'organization.landmarkFile',
  'role.create', 'role.update', 'role.delete',
  'authority.update',
  'empower.create', 'empower.enable', 'empower.disable', 'empower.expire',
  'robot.register', 'robot.registerBatch', 'robot.update', 'robot.delete', 'robot.rotateSecret', 'robot.alias',
  'robot.host', 'robot.unhost',
  'robot.lock', 'robot.unlock', 'robot.reset', 'robot.startTask', 'robot.pause', 'robot.resume', 'robot.stop', 'robot.dock',
  'robot.uploadLog', 'robot.map.switch', 'robot.map.copy',
  'robot.config.refresh', 'robot.config.set', 'robot.config.import', 'robot.config.resetConsumable',
  'robot.video.record', 'robot.video.deleteClip',
  'task.create', 'task.update', 'task.delete', 'task.enable', 'task.disable', 'task.start',
  'reservation.create', 'reservation.update', 'reservation.delete', 'reservation.enable', 'reservation.disable',
] as const;

export type TOperationAction = (typeof OPERATION_ACTIONS)[number];
