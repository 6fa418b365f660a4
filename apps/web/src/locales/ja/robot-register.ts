import type { robotRegister as zh } from '../zh/robot-register';
import type { Shape } from '../shape';

export const robotRegister = {
  title: 'ロボット登録',
  empty: '条件に合うロボットはありません。検索条件を変えるか、「ロボット登録」で追加してください。',
  saved: 'ロボットを保存しました',
  deleted: 'ロボットを削除しました',
  actions: {
    register: 'ロボット登録',
    registerSubmit: '登録',
    batch: '一括登録',
    batchSubmit: 'すべて登録',
    exportPage: 'このページを CSV 出力',
    rotate: 'シークレット再発行',
    delete: '削除',
  },
  fields: { simulatedSwitch: '仮想デバイス', count: '台数', startSuffix: '開始番号', aliasPrefix: '別名の接頭辞', testing: 'テスト機' },
  hints: {
    deviceNumber: '実機：YJ-モデル-5 桁、仮想：SIMULATION-モデル-5 桁',
    simulated: 'デバイス番号の接頭辞と一致させてください',
    organization: '空欄の場合はご自身の組織になります',
    organizationPlaceholder: '組織を選択',
    count: '一度に最大 {{max}} 台。すべて登録されるか、どれも登録されません',
    startSuffix: '空欄の場合は使用中の最大番号の次から',
    aliasPrefix: '別名は「接頭辞＋番号の末尾 5 桁」になります',
  },
  batch: {
    preview_one: '次の {{count}} 台を登録します：',
    preview_other: '次の {{count}} 台を登録します：',
    previewAuto_one: '{{count}} 台を {{prefix}}XXXXX として、使用中の最大番号の次から連番で登録します。',
    previewAuto_other: '{{count}} 台を {{prefix}}XXXXX として、使用中の最大番号の次から連番で登録します。',
    previewEmpty: 'モデルと台数を入力すると、作成される番号がここに表示されます。',
  },
  secrets: {
    title: 'デバイスシークレット（{{count}} 台）',
    warning:
      'シークレットは今回しか表示されず、閉じると再表示できません。今すぐコピーするか CSV をダウンロードしてください。紛失した場合は再発行のみ可能です。',
    secret: 'デバイスシークレット',
    copyAll: 'すべてコピー',
    download: 'CSV をダウンロード',
    close: '保存しました。閉じる',
  },
  edit: {
    title: 'ロボット {{number}} を編集',
    enabledHint: '無効にするとロボットは直ちに切断され、再度有効にするまで接続できません。',
    testingHint: 'OTA キャンペーンでテストパッケージを受け取るのはテスト機に指定したロボットだけです',
    testingTag: 'テスト',
  },
  confirm: {
    rotateTitle: '{{number}} のシークレットを再発行しますか？',
    rotateText: '旧シークレットは直ちに無効になり、新しいシークレットを設定するまでロボットは切断されます。',
    deleteTitle: 'ロボット {{number}} を削除しますか？',
    deleteText: 'ロボットは切断され、この番号では二度と接続できません。この操作は取り消せません。',
  },
} satisfies Shape<typeof zh>;
