import type { notificationsZh } from './notifications.zh';
import type { CatalogueShape } from './shape';

export const notificationsJa = {
  notifications: {
    workOrder: {
      created: '新しい作業指示 {{number}} が提出され、確認を待っています',
      assigned: '作業指示 {{number}} があなたに割り当てられました',
      stateChanged: '作業指示 {{number}} の状態が変わりました',
      finished: '作業指示 {{number}} の対応が完了しました。確認して受け入れてください',
      escalated: '{{org}} の緊急作業指示 {{number}} は {{minutes}} 分以上待っていますが、まだ誰も受け付けていません。対応してください',
    },
    question: {
      answered: 'あなたの質問「{{title}}」に新しい回答があります',
      closed: 'あなたの質問「{{title}}」はクローズされました',
    },
    ota: {
      halted:
        'キャンペーン「{{name}}」は第 {{wave}} 段階で {{failed}} 台のアップグレードが失敗したため自動停止しました。原因を確認し、再開・キャンセル・ロールバックのいずれかを選んでください',
      awaitingConfirmation: 'キャンペーン「{{name}}」の第 {{wave}} 段階が成功基準に達しました。確認すると次の段階を開始します',
      completed: 'キャンペーン「{{name}}」が完了しました：成功 {{succeeded}} 台、失敗 {{failed}} 台',
    },
    system: {
      welcome: 'Fleet Console へようこそ。新しいお知らせはここに表示されます',
    },
  },
} satisfies CatalogueShape<typeof notificationsZh>;
