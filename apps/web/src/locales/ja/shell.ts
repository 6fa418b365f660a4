import type { shell as zh } from '../zh/shell';
import type { Shape } from '../shape';

export const shell = {
  mainMenu: 'メインメニュー',
  collapse: 'メニューを折りたたむ',
  expand: 'メニューを展開',
  openMenu: 'メニューを開く',
  mobileMenu: 'メニュー',
  backToConsole: 'コンソールに戻る',
} satisfies Shape<typeof zh>;
