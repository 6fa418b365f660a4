import type { home as zh } from '../zh/home';
import type { Shape } from '../shape';

export const home = {
  welcome: 'ようこそ、{{name}} さん',
  user: 'ユーザー',
  organization: '組織',
  role: 'ロール',
  version: 'プラットフォームのバージョン',
  language: '言語',
  groupsTitle: '利用できる機能',
  noGroups: 'ロールにメニュー権限がまだありません。管理者にお問い合わせください。',
  mobileTitle: 'モバイル',
} satisfies Shape<typeof zh>;
