import type { qrCode as zh } from '../zh/qr-code';
import type { Shape } from '../shape';

export const qrCode = {
  title: 'QR コード',
  subtitle:
    'デバイスの QR コードをまとめて発行し、ステッカーとして印刷してデバイスに貼り、デバイスに紐付けます。廃棄したコードとその番号は二度と使われません。',
  empty: 'QR コードはまだありません。「コードを発行」でまとめて発行し、ダウンロードしてステッカーに印刷してください。',
  noMatch: 'この条件に合う QR コードはありません。条件を変更するかリセットしてください。',
  loadFailed: 'QR コードの一覧を読み込めませんでした。接続を確認してもう一度お試しください。',
  retry: '再試行',
  fields: {
    device: '紐付け先デバイス',
    bound: '紐付けた人 / 日時',
    downloads: 'ダウンロード回数',
    created: '発行した人 / 日時',
  },
  placeholders: {
    keyword: 'コード番号、デバイス番号、別名',
  },
  discardedBy: '{{time}} に {{by}} が廃棄',
  actions: {
    download: 'ダウンロード',
    bind: '紐付け',
    unbind: '紐付け解除',
    discard: '廃棄',
  },
  issue: {
    button: 'コードを発行',
    title: 'QR コードを発行',
    hint: '一度に 1～{{max}} 個のコードを発行でき、番号は連番で割り当てられます。発行後は選択された状態になり、そのままダウンロードして印刷できます。',
    orgHint: 'コードが属する組織です。空欄の場合はあなたの組織になります。',
    orgPlaceholder: 'あなたの組織',
    submit: '発行',
    doneOne: '1 個のコードを発行しました：{{first}}。選択済みです。「ダウンロード」で印刷できます。',
    doneMany: '{{count}} 個のコードを発行しました：{{first}} ～ {{last}}。選択済みです。「ダウンロード」で印刷できます。',
  },
  download: {
    buttonNone: '選択したコードをダウンロード',
    button_one: '選択した {{count}} 個をダウンロード',
    button_other: '選択した {{count}} 個をダウンロード',
    hint: '一覧でコードにチェックを入れると、番号入りのステッカーを並べた印刷用の画像（PNG）1 枚としてダウンロードできます。',
    tooMany: '一度にダウンロードできるのは {{max}} 個までです。選択を減らしてください。',
    select: '{{number}} を選択',
    fileOne: 'QR コード {{number}}.png',
    fileMany: 'QR コード {{first}} ～ {{last}}.png',
    done_one: '{{count}} 個のコードをダウンロードしました：{{name}}',
    done_other: '{{count}} 個のコードをダウンロードしました：{{name}}',
  },
  export: 'CSV エクスポート',
  exportHint: '現在の絞り込み条件と並び順で、QR コードの一覧を CSV ファイルとして保存します。',
  exported: '{{name}} を保存しました',
  bind: {
    title: '{{number}} を紐付け',
    hint: 'デバイス番号を入力するか、入力欄にカーソルを置いてスキャナーでデバイスの番号を読み取ってください。',
    placeholder: '例：YJ-130-00001',
    done: '{{number}} を {{device}} に紐付けました',
  },
  unbind: {
    confirmTitle: '{{number}} の紐付けを解除しますか？',
    confirmText: 'コードと {{device}} の紐付けが解除され、別のデバイスに紐付けられるようになります。デバイス自体には影響しません。',
    done: '{{number}} の紐付けを解除しました',
  },
  discard: {
    confirmTitle: '{{number}} を廃棄しますか？',
    confirmText: '廃棄は取り消せません。このコードとその番号は二度と使われません。印刷済みのステッカーははがすか覆ってください。',
    done: '{{number}} を廃棄しました。今後使われることはありません',
  },
  mobile: {
    search: 'QR コード番号を入力またはスキャン',
    find: '検索',
    hint: 'スマートフォンのカメラでデバイスの QR コードを読み取るとこのページが開きます。番号を入力することもできます（例：QR0000000001）。',
    start: 'QR コード番号を入力またはスキャンすると、紐付け先のデバイスを確認して操作できます。',
    notANumber: '「{{text}}」は QR コード番号ではありません。番号は QR と 10 桁の数字です（例：QR0000000001）。',
    notFound: 'QR コード {{number}} が見つかりません',
    notFoundHint:
      '番号を確認してください。ここで開けるのはあなたの組織（とその配下の組織）のコードだけで、他の組織のコードは表示できません。',
    loadFailed: 'QR コード {{number}} を読み込めませんでした',
    discarded: 'このコードは廃棄済みのため、紐付けや使用はできません。',
  },
} satisfies Shape<typeof zh>;
