import type { common as zh } from '../zh/common';
import type { Shape } from '../shape';

export const common = {
  appName: 'Fleet Console',
  warning: '警告',
  sure: 'OK',
  ok: 'OK',
  cancel: 'キャンセル',
  save: '保存',
  edit: '編集',
  close: '閉じる',
  loading: '読み込み中…',
  offline: 'ネットワーク接続が切れました。再試行しています…',
  language: '言語',
  languages: { zhCN: '中文', enUS: 'English', jaJP: '日本語' },
  backHome: 'ホームに戻る',
  notFound: { title: 'ページが見つかりません', text: 'お探しのページは存在しないか、移動されました。' },
  forbidden: { title: 'アクセス権がありません', text: 'このページを表示する権限がありません。管理者にお問い合わせください。' },
} satisfies Shape<typeof zh>;
