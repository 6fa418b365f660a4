import type { monitorVideo as zh } from '../zh/monitor-video';
import type { Shape } from '../shape';

export const monitorVideo = {
  layout: '分割',
  layoutOption: '{{n}} 分割',
  robots: 'ロボット',
  pickPlaceholder: '表示するロボットを選択',
  reasons: { offline: 'オフライン', disabled: '無効' },
  fill: {
    open: '条件で埋める',
    title: '条件で画面を埋める',
    hint: '条件に合うオンラインのロボットを先頭から {{n}} 台表示し、今の選択を置き換えます。',
    submit: '埋める',
    none: '条件に合うオンラインのロボットはありません',
    done: '{{count}} 台のロボットを表示しました',
  },
  clear: 'クリア',
  empty: 'ロボットが選ばれていません。ロボットを選ぶか、条件で埋めてください',
  loadFailed: 'ロボット一覧を読み込めませんでした',
  noPermission: 'ロボットは見られますが、映像を見る権限がありません',
  tile: {
    remove: '{{robot}} を画面から外す',
    enlarge: '{{robot}} を拡大',
    picture: 'ロボット {{robot}} のライブ映像',
    waiting: '映像を待っています…',
    offline: 'オフライン',
    noSignal: '信号なし',
    paused: '表示されていないため一時停止中',
    unavailable: 'ロボットが存在しないか、閲覧できません',
    refused: '映像を表示できません（{{code}}）',
    fps: '{{fps}} fps',
    noFrame: '映像はまだありません',
  },
} satisfies Shape<typeof zh>;
