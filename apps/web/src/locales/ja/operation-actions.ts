import type { TOperationAction } from '@fleet/contracts';

/** A label for every action of the operation log (contracts' catalogue: a missing one fails the type check). */
export const operationActions = {
  'auth.login': 'ログイン', 'auth.logout': 'ログアウト', 'auth.resetPassWord': 'パスワード変更',
  'user.updateOwner': '自分の情報を編集', 'user.language': '言語切替', 'user.create': 'ユーザー作成',
  'user.update': 'ユーザー編集', 'user.delete': 'ユーザー削除', 'user.revert': 'パスワードリセット',
  'user.bindLandmarks': 'ランドマーク地点を割り当て', 'user.unbindLandmarks': 'ランドマーク地点を解除',
  'organization.create': '組織作成', 'organization.update': '組織編集', 'organization.delete': '組織削除',
  'organization.createBusiness': '企業作成', 'organization.createLandmark': 'ランドマーク地点作成',
  'organization.landmarkFile': 'ランドマークファイルのアップロード',
  'role.create': 'ロール作成', 'role.update': 'ロール編集', 'role.delete': 'ロール削除',
  'authority.update': '権限編集',
  'empower.create': 'API キー作成', 'empower.enable': 'API キーを有効化', 'empower.disable': 'API キーを無効化', 'empower.expire': 'API キーを今すぐ終了',
  'robot.register': 'ロボット登録', 'robot.registerBatch': 'ロボット一括登録', 'robot.update': 'ロボット編集',
  'robot.delete': 'ロボット削除', 'robot.rotateSecret': 'ロボットのシークレット再発行', 'robot.alias': 'ロボットの別名変更',
  'robot.host': 'ロボットを委託', 'robot.unhost': '委託終了',
  'robot.lock': 'ロボットをロック', 'robot.unlock': 'ロボットのロック解除', 'robot.reset': 'ロボットをリセット', 'robot.startTask': '清掃開始',
  'robot.pause': 'ロボット一時停止', 'robot.resume': 'ロボット再開', 'robot.stop': 'ロボット停止', 'robot.dock': 'ロボットを充電台へ',
  'robot.uploadLog': 'ロボットのログを要求', 'robot.map.switch': 'マップ切替', 'robot.map.copy': 'マップを他のロボットへコピー',
  'robot.config.refresh': '設定を読み込み', 'robot.config.set': '設定を変更', 'robot.config.import': '設定をインポート',
  'robot.config.resetConsumable': '消耗品をリセット',
  'robot.video.record': '動画クリップを録画', 'robot.video.deleteClip': '動画クリップを削除',
  'task.create': 'タスク作成', 'task.update': 'タスク編集', 'task.delete': 'タスク削除', 'task.enable': 'タスク有効化',
  'task.disable': 'タスク無効化', 'task.start': 'タスクを今すぐ実行',
  'reservation.create': '予約作成', 'reservation.update': '予約編集', 'reservation.delete': '予約削除',
  'reservation.enable': '予約有効化', 'reservation.disable': '予約無効化',
} satisfies Record<TOperationAction, string>;
