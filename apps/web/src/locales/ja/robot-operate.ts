import type { robotOperate as zh } from '../zh/robot-operate';
import type { Shape } from '../shape';

export const robotOperate = {
  title: 'ロボット操作',
  empty: '条件に合うロボットはありません。検索条件を変えるか、先に「ロボット登録」でロボットを登録してください。',
  open: '{{number}} の操作ページを開く',
  columns: { presence: 'オンライン／ロック', battery: 'バッテリー／充電', work: '作業状態／進捗', location: '測位／位置' },
  actions: { lock: 'ロック', unlock: 'ロック解除', reset: 'リセット' },
  confirm: {
    lockTitle: 'ロボット {{number}} をロックしますか？',
    lockText: 'ロックすると清掃が停止し、解除するまでタスクを実行しません。',
    unlockTitle: 'ロボット {{number}} のロックを解除しますか？',
    unlockText: 'ロボットは再びタスクを実行できるようになります。',
    resetTitle: 'ロボット {{number}} をリセットしますか？',
    resetText: 'リセットするとロボットのマップ、タスク、履歴が消去されます。この操作は取り消せません。',
  },
} satisfies Shape<typeof zh>;
