import type { CatalogueShape } from './shape';
import type { fieldLabelsZh } from './field-labels.zh';

export const fieldLabelsJa = {
  fields: {
    account: 'アカウント', action: '操作', admin: '管理者', alias: '別名', aliasPrefix: '別名の接頭辞', area: 'エリア',
    beginAt: '開始時刻', businessCode: '事業コード', captcha: '認証コード', captchaId: '認証コード',
    cleanMode: '清掃モード', code: 'コード', commandId: 'コマンド', companyCode: '会社コード', contactName: '連絡先',
    count: '台数', date: '日付', description: '説明', details: '詳細', deviceNumber: 'デバイス番号', email: 'メール',
    en: '英語名', enabled: '有効', end: '終了時刻', endAt: '終了時刻', eventId: 'イベント', execMode: '実行方式',
    execTime: '実行時刻', execTimes: '実行時刻', hosted: '委託', id: 'ID', ja: '日本語名',
    junkEventMode: 'ゴミイベントモード', key: '設定項目', keyword: 'キーワード', landmarkId: 'ランドマーク',
    lang: '言語', level: 'レベル', limit: '上限', locked: 'ロック', logId: 'ログ', mapId: '地図',
    maxSpeed: '最高速度', minutes: '時間', model: '型番', name: '名前', names: '名前', newPassword: '新しいパスワード',
    obstacleDistance: '障害物検知距離', offset: '開始位置', oldPassword: '現在のパスワード', online: 'オンライン',
    orgId: '組織', orgIds: '組織', page: 'ページ', pageSize: '表示件数', parentId: '上位組織', password: 'パスワード',
    pathId: '経路', periodType: '繰り返し', permissions: '権限', phone: '電話番号', provider: '提供元',
    range: '期間', reason: '理由', repeatPassword: 'パスワード（確認）', repeatTimes: '繰り返し回数', result: '結果',
    returnBattery: '帰還バッテリー残量', robot: 'ロボット', robotId: 'ロボット', robotIds: 'ロボット',
    robotType: 'ロボット種別', roleId: 'ロール', scene: 'シーン', simulated: 'シミュレーション機', sortField: '並べ替え項目', sortOrder: '並べ替え順',
    start: '開始時刻', startAt: '開始時刻', startSuffix: '開始番号', state: '状態', streamingVersion: '映像配信バージョン',
    targetRobotId: 'コピー先ロボット', taskMinutes: 'タスク時間', type: '種別', tz: 'タイムゾーン', userId: 'ユーザー',
    userName: 'ユーザー名', values: '設定値', version: 'バージョン', volume: '音量', waterLevel: '吐水量',
    window: '期間', withImage: '画像あり', zh: '中国語名',
  },
  fieldMessage: '{{field}}：{{message}}',
} as const satisfies CatalogueShape<typeof fieldLabelsZh>;
