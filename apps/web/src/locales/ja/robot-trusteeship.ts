import type { robotTrusteeship as zh } from '../zh/robot-trusteeship';
import type { Shape } from '../shape';

export const robotTrusteeship = {
  title: 'ロボット委託',
  empty: '条件に合うロボットはありません。検索条件を変えてください。',
  historyEmpty: '委託の記録はまだありません。ロボットを委託すると、ここに表示されます。',
  hosted: 'ロボットを委託しました',
  unhosted: '委託を終了しました',
  tabs: { robots: 'ロボット', history: '委託履歴' },
  actions: { host: '委託', hostSubmit: '委託する', unhost: '委託終了' },
  fields: {
    robots: 'ロボット',
    hostOrg: '委託先組織',
    type: '委託方式',
    startAt: '開始日時',
    endAt: '終了日時',
    owner: '所属組織',
    window: '委託期間',
    state: '状態',
    creator: '操作者',
    createdAt: '作成日時',
    ended: '終了',
  },
  placeholders: { robots: '委託するロボットを選択', hostOrg: '委託先組織を選択' },
  hints: { maxDays: '終了は開始と現在より後、最長 {{days}} 日まで', permanent: '無期限の委託には終了日時がありません' },
  confirm: {
    unhostTitle: '{{number}} の委託を終了しますか？',
    unhostText: '委託は直ちに終了し、「{{org}}」はこのロボットを閲覧・操作できなくなります。',
  },
} satisfies Shape<typeof zh>;
