import type { empower as zh } from '../zh/empower';
import type { Shape } from '../shape';

export const empower = {
  title: '外部連携キー',
  fields: {
    organization: '所属組織',
    companyCode: '連携コード',
    provider: '連携先',
    keyId: 'キー ID',
    beginAt: '有効開始',
    endAt: '有効期限',
    validity: '有効期間',
    state: '状態',
    creator: '作成者',
    createdAt: '作成日時',
  },
  states: { active: '有効', pending: '開始前', expired: '期限切れ', disabled: '無効' },
  placeholders: {
    companyCode: '連携コードで検索',
    provider: '連携先で検索',
    organization: '組織を選択',
    companyCodeInput: '英字と数字',
    begin: '開始日時',
    end: '終了日時',
  },
  actions: { create: 'キーを作成', enable: '有効にする', disable: '無効にする', expire: '今すぐ失効' },
  confirm: {
    enableTitle: 'キー「{{keyId}}」を有効にしますか？',
    enableText: '有効期間内であれば、連携先はこのキーで再びオープン API を利用できます。',
    disableTitle: 'キー「{{keyId}}」を無効にしますか？',
    disableText: '連携先のアクセスはすぐに停止します。後で再び有効にできます。',
    expireTitle: 'キー「{{keyId}}」を今すぐ失効させますか？',
    expireText:
      '有効期間がただちに終了し、連携先のアクセスはすぐに停止します。この操作は元に戻せず、キーを再び有効にすることはできません。',
  },
  secret: {
    title: 'API キーを作成しました',
    text: '次の API キー全体を連携先「{{provider}}」に渡してください。',
    warning: 'この画面を閉じると二度と表示されません。今すぐコピーしてください。紛失した場合は新しいキーを作成してください。',
    usage: '使い方：オープン API を呼び出すたびにヘッダー {{header}} を付けて送信します。例：',
    keyPlaceholder: '<API キー>',
    close: '保存しました。閉じる',
  },
  createHint: 'このキーで読み取れるのは選択した組織とその配下のデータのみで、変更はできません。',
  empty: '条件に合うキーはありません。検索条件を変えるか、「キーを作成」で追加してください。',
  enabled: 'キーを有効にしました',
  disabled: 'キーを無効にしました',
  expired: 'キーを失効させました',
} satisfies Shape<typeof zh>;
