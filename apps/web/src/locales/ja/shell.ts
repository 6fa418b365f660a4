import type { shell as zh } from '../zh/shell';
import type { Shape } from '../shape';

export const shell = {
  mainMenu: 'メインメニュー',
  collapse: 'メニューを折りたたむ',
  expand: 'メニューを展開',
  openMenu: 'メニューを開く',
  mobileMenu: 'メニュー',
  backToConsole: 'コンソールに戻る',
  bell: {
    label: 'お知らせ',
    labelUnread: 'お知らせ：未読 {{n}} 件',
    title: 'お知らせ',
    readAll: 'すべて既読にする',
    empty: 'お知らせはまだありません。新しいお知らせはここに表示されます',
    loading: 'お知らせを読み込み中',
    unreadItem: '未読：{{text}}',
  },
} satisfies Shape<typeof zh>;
