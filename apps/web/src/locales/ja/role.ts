import type { role as zh } from '../zh/role';
import type { Shape } from '../shape';

export const role = {
  title: 'ロール管理',
  fields: {
    name: 'ロール名',
    organization: '所属組織',
    level: 'レベル',
    description: '説明',
    userCount: 'ユーザー数',
    createdAt: '作成日時',
    permissions: '権限',
  },
  system: 'システム',
  systemHint: '組み込みロールはシステムが管理しており、変更や削除はできません。',
  placeholders: { organization: '組織を選択' },
  actions: {
    create: 'ロールを作成',
    edit: 'ロールを編集',
    view: 'ロールの詳細',
  },
  tree: {
    label: '権限ツリー',
    selectAll: 'すべて選択',
    clear: 'クリア',
    menu: 'メニュー',
    operate: '操作',
    count: '{{count}} 件選択中',
    hint: '操作にチェックを入れると、そのメニューにもチェックが入ります。付与できるのは自分が持っている権限だけです。',
    empty: '付与できる権限がありません。',
  },
  noPermissions: 'このロールにはまだ権限がありません。',
  deleteConfirm: {
    title: 'ロール「{{name}}」を削除しますか？',
    text: 'この操作は元に戻せません。ユーザーが使用中のロールは削除できないので、先にそのユーザーに別のロールを割り当ててください。',
  },
  empty: '条件に合うロールはありません。検索条件を変えるか、「ロールを作成」で追加してください。',
  created: 'ロールを作成しました',
  saved: 'ロールを保存しました。保持しているユーザーには次の操作から反映されます',
  deleted: 'ロールを削除しました',
} satisfies Shape<typeof zh>;
