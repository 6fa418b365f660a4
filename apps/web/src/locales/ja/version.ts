import type { version as zh } from '../zh/version';
import type { Shape } from '../shape';

export const version = {
  demand: {
    title: '要件管理',
    subtitle: '今後のバージョンで提供すべき要件を記録し、優先度と状態で提供まで追跡します。',
    new: '要件を作成',
    edit: '要件を編集',
    fields: {
      title: 'タイトル',
      description: '説明',
      robotTypes: 'ロボットの種類',
      priority: '優先度',
      state: '状態',
      organization: '所属組織',
      updated: '最終更新',
    },
    placeholders: {
      keyword: 'タイトルと説明を検索',
      title: '要件のタイトル（60 文字以内）',
      robotTypes: '対象となるロボットの種類を選択',
      organization: '既定ではご自身の組織',
    },
    orgHint: 'この組織とその上位組織のスタッフが、この要件を閲覧・対応できます。',
    empty: '要件はまだありません。「要件を作成」から最初の要件を記録してください。',
    created: '要件を作成しました',
    updated: '要件を保存しました',
    deleted: '要件を削除しました',
    confirmDeleteTitle: '要件「{{title}}」を削除しますか？',
    confirmDeleteText: 'この操作は取り消せません。',
  },
} satisfies Shape<typeof zh>;
