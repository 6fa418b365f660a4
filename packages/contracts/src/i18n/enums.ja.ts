import { upgradeResultLabels } from './enum-labels';
import type { enumsZh } from './enums.zh';
import type { CatalogueShape } from './shape';

export const enumsJa = {
  enums: {
    OrgLevel: { '0': 'プラットフォーム', '1': '代理店', '2': '運営会社', '3': 'エリア', '4': '拠点', '5': '運用保守' },
    TrusteeshipType: { '0': '未割り当て', '1': '永久', '2': 'リース', '3': 'トライアル' },
    RobotType: { '1': '130型', '10': '90型', '15': '80型', '20': '40型' },
    WorkStatus: {
      '0': '待機中', '1': 'タスク実行中', '2': '一時停止中', '3': '完了', '6': '移動モード', '7': '追従モード',
      '8': '手動アシスト',
    },
    DeviceState: {
      '0': '正常', '1': '作業中', '2': '異常', '3': 'ロック中', '4': '非常停止', '5': '一時停止', '6': '手動',
    },
    LocationState: { '0': '未測位', '1': '測位成功', '2': '測位失敗', '3': 'マッチング待ち' },
    LockState: { '0': '未ロック', '1': 'ロック中' },
    OnlineState: { '0': 'オフライン', '1': 'オンライン' },
    BindState: { '0': '未紐付け', '1': '紐付け済み' },
    ChargeStatus: { '0': '充電なし', '1': '手動充電', '2': '自動充電' },
    StreamingVersion: { '1': '1.0（WebRTC 非対応）', '2': '2.0（WebRTC）' },
    JunkEventMode: { off: 'オフ', boot: '起動時に報告', work: '作業中に報告' },
    TaskState: { '0': '待機中／実行中', '1': '完了', '2': '期限切れ' },
    ReservationResult: {
      '0': '成功', '1': 'アップグレード中', '2': '状態異常', '3': '地図の読み込み失敗', '4': '位置情報の読み込み失敗',
      '5': 'タスク失敗', '6': 'タスク期限切れ',
    },
    OperateState: { '0': '送信済み（応答なし）', '1': '成功', '2': '失敗', '3': '応答タイムアウト' },
    PeriodType: { '0': '当日または隔日', '1': '1日1回' },
    ExecMode: { '0': '1回のみ', '1': '毎日' },
    Scene: { '0': 'シンプル', '1': '複数マップ' },
    CleanMode: { cover: '全面清掃', patrol: '巡回' },
    ShiftState: { active: '運用中', cancelled: '取り消し済み' },
    ShiftType: { normal: '通常', extra: '臨時' },
    UpgradeStepMain: {
      '0': '待機中', '1': '通知受信', '2': '情報チェック', '3': 'バージョン比較', '4': 'パッケージ照会',
      '5': 'ダウンロード中', '6': 'ダウンロード完了', '7': 'ファイル検証', '8': 'バックアップ', '9': '展開',
      '10': 'ファイル置換', '11': '再起動', '12': '成功', '13': 'ロールバック',
    },
    UpgradeStepControl: {
      '0': '待機中', '1': '通知受信', '2': '情報チェック', '3': 'バージョン比較', '4': 'パッケージ照会',
      '5': 'ダウンロード中', '6': 'ダウンロード完了', '7': 'ファイル検証', '8': 'バックアップ', '11': '再起動',
      '12': '成功', '13': 'ロールバック',
    },
    UpgradeStepApp: {
      '0': '待機中', '1': '通知受信', '2': 'バージョン比較', '3': 'ダウンロード中', '4': 'ダウンロード完了',
      '5': 'インストール中', '6': '成功', '7': '失敗',
    },
    UpgradeStep: {
      '1': '準備', '2': 'ダウンロード', '3': '検証', '4': 'インストール', '5': 'ロールバック', '6': '再起動', '7': '完了',
    },
    UpgradeResult: upgradeResultLabels(
      [
        'タスク実行中', 'アップグレード実行中', 'アップグレード不要', '最新バージョンです', 'ネットワーク異常',
        'パッケージ照会失敗', 'ダウンロード失敗', '検証失敗', '復号失敗', '展開失敗', 'バックアップ失敗',
        '旧バージョンの削除失敗', 'インストール失敗', 'ロールバック失敗', '不明なエラー',
      ],
      { main: 'メインユニット：', second: 'サブユニット：' },
    ),
    PackageType: { test: 'テスト', demo: 'デモ', trial: 'トライアル', official: '正式' },
    SimStatus: {
      '0': '正常', '2': '利用停止', '4': '開通待ち', '5': 'テスト期間', '8': '在庫', '9': '解約予定', '20': '解約済み',
      '21': '通信量上限到達', '80': '休眠', '99': '不明',
    },
    ComponentState: { idle: '未使用', in_use: '使用中', maintenance: '修理中', discarded: '廃棄済み' },
    QrCodeState: { in_use: '使用中', discarded: '廃棄済み' },
    Language: { zhCN: '简体中文', enUS: 'English', jaJP: '日本語' },
    WorkOrderUserStatus: {
      submitted: '提出済み', pending: '対応待ち', processing: '対応中', awaiting_acceptance: '検収待ち', finished: '完了',
      closed: 'クローズ',
    },
    WorkOrderAdminStatus: {
      to_confirm: '確認待ち', reassign: '再割り当て待ち', pending: '対応待ち', awaiting_acceptance: '検収待ち',
      finished: '完了', closed: 'クローズ',
    },
    WorkOrderAction: {
      submit: '提出', distribute: '割り当て', process: '対応', accept: '検収', finish: '完了', close: 'クローズ',
    },
    WorkOrderLevel: { '0': '通常', '1': '緊急', '2': '至急' },
  },
} as const satisfies CatalogueShape<typeof enumsZh>;
