import type { auth as zh } from '../zh/auth';
import type { Shape } from '../shape';

export const auth = {
  title: 'ログイン',
  subtitle: '清掃ロボット フリート管理',
  account: 'アカウント',
  accountPlaceholder: 'アカウントを入力してください',
  password: 'パスワード',
  passwordPlaceholder: 'パスワードを入力してください',
  captcha: '認証コード',
  captchaPlaceholder: '認証コードを入力してください',
  captchaRefresh: '読みにくい場合は画像をクリックすると新しいコードが表示されます',
  submit: 'ログイン',
  firstLogin: {
    title: 'パスワードを変更してください',
    text: 'アカウント保護のため、初回ログイン時は新しいパスワードの設定が必要です。変更後、新しいパスワードで再度ログインしてください。',
    signOut: 'ログアウト',
  },
  passwordChanged: 'パスワードを変更しました。新しいパスワードで再度ログインしてください。',
} satisfies Shape<typeof zh>;
