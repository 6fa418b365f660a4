import type { statistics as zh } from '../zh/statistics';
import type { Shape } from '../shape';

export const statistics = {
  title: '統計一覧',
  subtitle:
    'ロボット別または組織別の清掃面積、作業時間、走行距離、使用水量、消費電力量、故障数です。日付はサーバーのタイムゾーンの暦日です。',
  range: '集計期間',
  ranges: { today: '今日', last7: '過去 7 日間', last30: '過去 30 日間', range: '期間指定' },
  group: '集計単位',
  groups: { robot: 'ロボット別', organization: '組織別' },
  fields: {
    deviceNumber: 'デバイス番号',
    name: '名称',
    robotType: 'ロボットタイプ',
    organization: '組織',
    robots: 'ロボット数',
    runs: '作業回数',
    area: '清掃面積 (m²)',
    runTime: '作業時間 (min)',
    distance: '走行距離 (km)',
    water: '使用水量 (L)',
    energy: '消費電力量 (kWh)',
    faults: '故障報告回数',
    keyword: 'キーワード',
  },
  placeholders: {
    organization: 'すべての組織',
    robotType: 'すべてのタイプ',
    keyword: 'デバイス番号、名称または組織',
  },
  totals: '合計',
  robotCount_one: '{{count}} 台',
  robotCount_other: '{{count}} 台',
  period: '{{start}} ～ {{end}}',
  empty: '条件に合うロボットはありません。絞り込み条件または集計期間を変更してください。',
  pickDates: '開始日と終了日を選択してください。',
  loadFailed: '統計を読み込めませんでした。ネットワークを確認して、もう一度お試しください。',
  retry: '再試行',
  export: 'CSV をエクスポート',
  exported: '{{name}} をエクスポートしました',
} satisfies Shape<typeof zh>;
