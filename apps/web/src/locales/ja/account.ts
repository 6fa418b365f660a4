import type { account as zh } from '../zh/account';
import type { Shape } from '../shape';

export const account = {
  userMenu: 'ユーザーメニュー',
  myAccount: 'マイアカウント',
  changePassword: 'パスワード変更',
  signOut: 'ログアウト',
  signOutConfirm: { title: 'ログアウト', text: 'ログアウトしますか？' },
  fields: {
    account: 'アカウント',
    userName: 'ユーザー名',
    phone: '電話番号',
    email: 'メールアドレス',
    organization: '組織',
    role: 'ロール',
    oldPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    repeatPassword: '新しいパスワード（確認）',
  },
  saved: '保存しました',
  passwordChanged: 'パスワードを変更しました。新しいパスワードで再度ログインしてください。',
} satisfies Shape<typeof zh>;
