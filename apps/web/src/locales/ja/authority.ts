import type { authority as zh } from '../zh/authority';
import type { Shape } from '../shape';

export const authority = {
  title: '権限管理',
  searchLabel: '名称またはコードで絞り込み',
  searchPlaceholder: '名称またはコードを入力',
  fields: {
    name: '名称',
    code: 'コード',
    type: '種類',
    description: '説明',
    roleCount: '保有ロール数',
  },
  types: { menu: 'メニュー', operate: '操作' },
  langs: { zh: '中国語名', en: '英語名', ja: '日本語名' },
  edit: '権限を編集',
  editAria: '{{name}} を編集',
  codeNote: 'コードはロールと API が保持する識別子のため、変更されることはありません。',
  namesHint: '名称は省略できます。空欄の場合は入力欄に表示される既定の名称が使われます。',
  descriptionHint: '空欄の場合は入力欄に表示される既定の説明が使われます。入力した説明はすべての言語でそのまま表示されます。',
  saved: '権限を保存しました。メニュー名も更新されました',
  empty: '条件に一致する権限はありません。別の名称やコードで試してください。',
} satisfies Shape<typeof zh>;
