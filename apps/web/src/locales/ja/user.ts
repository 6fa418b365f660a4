import type { user as zh } from '../zh/user';
import type { Shape } from '../shape';

export const user = {
  title: 'ユーザー管理',
  fields: {
    account: 'アカウント',
    userName: '氏名',
    phone: '電話番号',
    email: 'メールアドレス',
    organization: '所属組織',
    role: 'ロール',
    enabled: '状態',
    isFirstLogin: '初回ログイン',
    creator: '作成者',
    createdAt: '作成日時',
    password: 'パスワード',
    repeatPassword: 'パスワード（確認）',
  },
  status: { enabled: '有効', disabled: '無効' },
  firstLogin: { pending: 'パスワード変更待ち', done: '変更済み' },
  placeholders: {
    organization: '組織を選択',
    role: 'ロールを選択',
    roleNeedsOrg: '先に組織を選択してください',
  },
  actions: {
    create: 'ユーザーを作成',
    edit: 'ユーザーを編集',
    view: 'ユーザーの詳細',
    revert: 'パスワードをリセット',
  },
  enabledHint: '無効にするとそのユーザーはすぐにログアウトされ、以後ログインできません。',
  createHint: '新しいユーザーは初回ログイン時にパスワードを変更する必要があります。',
  revertConfirm: {
    title: '「{{name}}」のパスワードをリセットしますか？',
    text: 'ワンタイムパスワードが発行され、現在のパスワードはすぐに無効になります。ユーザーはログアウトされ、次回ログイン時にパスワードを変更する必要があります。',
  },
  oneTime: {
    title: 'ワンタイムパスワード',
    text: 'このパスワードを「{{name}}」に伝えてください。',
    warning: 'この画面を閉じると二度と表示されません。今すぐコピーしてください。',
    close: '保存しました。閉じる',
  },
  deleteConfirm: {
    title: 'ユーザー「{{name}}」を削除しますか？',
    text: 'ユーザーはすぐにログアウトされます。この操作は元に戻せません。',
  },
  empty: '条件に合うユーザーはいません。検索条件を変えるか、「ユーザーを作成」で追加してください。',
  created: 'ユーザーを作成しました',
  saved: 'ユーザーを保存しました',
  deleted: 'ユーザーを削除しました',
  mobileSearch: 'アカウントで検索',
} satisfies Shape<typeof zh>;
