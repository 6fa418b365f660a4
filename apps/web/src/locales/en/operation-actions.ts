import type { TOperationAction } from '@fleet/contracts';

/** A label for every action of the operation log (contracts' catalogue: a missing one fails the type check). */
export const operationActions = {
  'auth.login': 'Sign in', 'auth.logout': 'Sign out', 'auth.resetPassWord': 'Change password',
  'user.updateOwner': 'Edit own account', 'user.language': 'Switch language', 'user.create': 'Create user',
  'user.update': 'Edit user', 'user.delete': 'Delete user', 'user.revert': 'Reset password',
  'user.bindLandmarks': 'Assign landmark points', 'user.unbindLandmarks': 'Remove landmark points',
  'organization.create': 'Create organization', 'organization.update': 'Edit organization', 'organization.delete': 'Delete organization',
  'organization.createBusiness': 'Create business', 'organization.createLandmark': 'Create landmark point',
  'organization.landmarkFile': 'Upload landmark file',
  'role.create': 'Create role', 'role.update': 'Edit role', 'role.delete': 'Delete role',
  'authority.update': 'Edit permission',
  'empower.create': 'Create API key', 'empower.enable': 'Enable API key', 'empower.disable': 'Disable API key', 'empower.expire': 'End API key now',
  'robot.register': 'Register robot', 'robot.registerBatch': 'Register robots in bulk', 'robot.update': 'Edit robot',
  'robot.delete': 'Delete robot', 'robot.rotateSecret': 'New robot secret', 'robot.alias': 'Rename robot',
  'robot.host': 'Host robot', 'robot.unhost': 'End hosting',
  'robot.lock': 'Lock robot', 'robot.unlock': 'Unlock robot', 'robot.reset': 'Reset robot', 'robot.startTask': 'Start cleaning',
  'robot.pause': 'Pause robot', 'robot.resume': 'Resume robot', 'robot.stop': 'Stop robot', 'robot.dock': 'Send robot to dock',
  'robot.uploadLog': 'Request robot log', 'robot.map.switch': 'Switch map', 'robot.map.copy': 'Copy map to another robot',
  'robot.config.refresh': 'Read configuration', 'robot.config.set': 'Change configuration', 'robot.config.import': 'Import configuration',
  'robot.config.resetConsumable': 'Reset consumable',
  'robot.video.record': 'Record video clip', 'robot.video.deleteClip': 'Delete video clip',
  'task.create': 'Create task', 'task.update': 'Edit task', 'task.delete': 'Delete task', 'task.enable': 'Enable task',
  'task.disable': 'Disable task', 'task.start': 'Start task now',
  'reservation.create': 'Create reservation', 'reservation.update': 'Edit reservation', 'reservation.delete': 'Delete reservation',
  'reservation.enable': 'Enable reservation', 'reservation.disable': 'Disable reservation',
} satisfies Record<TOperationAction, string>;
