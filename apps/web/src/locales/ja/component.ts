import type { component as zh } from '../zh/component';
import type { Shape } from '../shape';

export const component = {
  title: 'コンポーネント設定',
  subtitle: '組織ごとに、ロボットを構成する部品の型番と、各消耗品の定格寿命を管理します。',
  new: 'コンポーネント型番を追加',
  edit: 'コンポーネント型番を編集',
  fields: {
    model: '型番',
    kind: '種類',
    vendor: 'メーカー',
    consumable: '消耗品',
    lifespanHours: '寿命（時間）',
    robotTypes: '対応ロボットの種類',
    description: '説明',
    organization: '所属組織',
    updated: '最終更新',
  },
  placeholders: {
    keyword: '型番とメーカーを検索',
    model: '例：BR-SIDE-3',
    kind: '部品の種類を選択',
    vendor: '供給元（任意）',
    robotTypes: 'この部品が対応するロボットの種類を選択',
    organization: '既定ではご自身の組織',
  },
  hours: '時間',
  consumableLife: 'はい · {{hours}} 時間',
  consumableHint: '消耗品（ブラシ、フィルターなど）には定格稼働時間が必要です。ロボットの消耗品カウンターはここから減っていきます。',
  orgHint: 'この組織とその上位組織のスタッフが、この型番を閲覧・利用できます。',
  empty: 'コンポーネント型番はまだありません。ロボットを構成する部品を追加してください。',
  created: 'コンポーネント型番を作成しました',
  updated: 'コンポーネント型番を保存しました',
  deleted: 'コンポーネント型番を削除しました',
  confirmDeleteTitle: 'コンポーネント型番「{{model}}」を削除しますか？',
  confirmDeleteText: 'この操作は取り消せません。',
} satisfies Shape<typeof zh>;
