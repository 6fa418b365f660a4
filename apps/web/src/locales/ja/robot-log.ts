import type { robotLog as zh } from '../zh/robot-log';
import type { Shape } from '../shape';

export const robotLog = {
  title: 'ログ',
  hint: '直近の期間のログをロボットにアップロードさせ、届いたらダウンロードします。',
  request: 'ログを要求',
  offline: 'ロボットはオフラインのため、ログをアップロードできません',
  lastMinutes_one: '直近 {{count}} 分',
  lastMinutes_other: '直近 {{count}} 分',
  system: 'システム',
  empty: 'ログはまだありません。期間を選んで「ログを要求」をクリックしてください。',
  download: 'ダウンロード',
  downloadOf: '{{name}} をダウンロード',
  columns: {
    requestedAt: '要求日時',
    requestedBy: '要求者',
    period: '期間',
    status: '状態',
    fileName: 'ファイル',
    lines: '行数',
    size: 'サイズ',
    uploadedAt: 'アップロード日時',
    download: 'ダウンロード',
  },
  status: {
    waiting: 'ロボットの応答待ち',
    uploading: 'アップロード中',
    received: '受信済み',
    refused: 'ロボットが拒否',
    noAnswer: '応答なし',
  },
} satisfies Shape<typeof zh>;
