import { operationActions } from './operation-actions';
import type { operationLog as zh } from '../zh/operation-log';
import type { Shape } from '../shape';

export const operationLog = {
  title: '操作ログ',
  readOnlyHint: '操作ログは読み取り専用です。誰も変更・削除できません。',
  fields: {
    time: '日時',
    timeRange: '期間',
    account: 'アカウント',
    organization: '組織',
    action: '操作',
    target: '対象',
    result: '結果',
    ip: 'IP',
  },
  placeholders: {
    account: 'アカウントを入力',
    action: '操作を選択',
    result: '結果を選択',
    start: '開始日時',
    end: '終了日時',
  },
  presets: { today: '今日', last7: '過去 7 日間', last30: '過去 30 日間' },
  results: { success: '成功', failure: '失敗' },
  export: 'CSV エクスポート',
  exported: '{{name}} をエクスポートしました',
  exportHint: '現在の検索条件で最大 10,000 件をエクスポートします。',
  empty: '条件に一致する操作はありません。検索条件や期間を変更してください。',
  actions: operationActions,
} satisfies Shape<typeof zh>;
