import type { CatalogueShape } from './shape';
import type { menusZh } from './menus.zh';

export const menusJa = {
  groups: {
    dashboard: 'ホーム', system: 'システム管理', robots: 'ロボット管理', maintenance: '保守管理', versions: 'バージョン管理',
    workOrders: '作業指示', sites: 'サイト管理', stations: '充電ステーション', components: 'コンポーネントと製品',
    documents: 'ドキュメント', thirdParty: '外部データ', visualization: '可視化',
  },
  menus: {
    home: 'ホーム', largeScreen: '大画面', visualization: '可視化', organization: '組織管理', user: 'ユーザー管理',
    role: 'ロール管理', authority: '権限管理', empower: '外部連携キー', operationLog: '操作ログ', serverConfig: 'サーバー設定',
    configure: 'システム設定', robotRegister: 'ロボット登録', robotTrusteeship: 'ロボット委託', robotOperate: 'ロボット操作',
    editTask: 'タスク編集', taskManage: 'タスク管理', robotMonitor: 'ロボット監視', robotQrcode: 'QR コード',
    statisticList: '統計一覧', match: 'マッチング', robotFault: '故障管理', maintainRecord: '保守記録',
    outRecord: '出荷記録', robotConfigList: 'ロボット構成', robotVersion: 'バージョン一覧', ota: 'OTA アップグレード',
    demand: '要件', definition: '定義', submit: '提出', issue: 'リリース', workOrderList: '作業指示一覧',
    workOrderRecord: '問い合わせチケット', landMarkDetail: 'ランドマーク', areaDetail: 'エリア',
    chargingStationRegister: '充電ステーション登録', chargingStationList: '充電ステーション一覧',
    chargingStationEntrust: '充電ステーション委託', chargingStationVersion: '充電ステーションのバージョン',
    componentConfig: 'コンポーネント設定', componentResource: 'コンポーネント資源', robottypeConfig: '機種設定',
    product: '製品設定', help: 'ヘルプ', maintenanceDoc: '保守ドキュメント', versionDoc: 'バージョン文書',
    mdEdit: 'ドキュメント編集', mdPreview: 'ドキュメントプレビュー', mdVersionEdit: 'バージョン文書の編集',
    resourceFile: 'ファイル', beikongProject: 'プロジェクト', beikongSite: 'サイト', beikongVehicle: '車両',
    beikongRoute: 'ルート', beikongPoint: 'ポイント', beikongTask: 'タスク',
  },
  ops: {
    view: '表示', create: '新規作成', edit: '編集', delete: '削除', export: 'エクスポート', createBusiness: '企業作成',
    landmark: 'ランドマーク組織', revert: 'パスワード再設定', bindLandmark: 'ランドマーク紐付け', enable: '有効化',
    disable: '無効化', registerBatch: '一括登録', rotateSecret: 'シークレット再発行', host: '委託', unhost: '委託解除',
    history: '委託履歴', lock: 'ロック', unlock: 'ロック解除', reset: 'リセット', command: 'コマンド送信', task: 'タスク',
    map: 'マップ', video: '映像', config: '構成', setting: '設定', start: '今すぐ実行', bind: '紐付け', unbind: '紐付け解除',
    discard: '廃棄', troubleshoot: 'トラブルシューティング', import: 'インポート', release: 'リリース',
    upgrade: 'アップグレード', cancel: 'キャンセル', distribute: '割り当て', process: '処理', accept: '検収',
    finish: '完了', close: 'クローズ', switch: '切り替え', shift: 'シフト', elevator: 'エレベーター制御', upload: 'アップロード',
  },
} as const satisfies CatalogueShape<typeof menusZh>;
