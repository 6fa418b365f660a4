import type { robotMap as zh } from '../zh/robot-map';
import type { Shape } from '../shape';

export const robotMap = {
  title: 'マップ',
  empty: 'このロボットはまだマップを報告していません。ロボットは接続時に保持しているマップを報告します。',
  notUploaded: 'ロボットはこのマップのグリッドをまだ送信していません。届き次第ここに表示されます。',
  loadError: 'マップを読み込めませんでした。',
  list: {
    name: 'マップ名',
    size: 'サイズ',
    resolution: '解像度',
    landmarks: 'ランドマーク',
    paths: 'パス',
    state: '状態',
    active: '使用中',
    held: '保持',
    archived: 'アーカイブ済み',
    noGrid: 'グリッド未アップロード',
    sizeValue: '{{w}} × {{h}} セル（{{mw}} × {{mh}} m）',
    resolutionValue: '{{value}} m/セル',
  },
  actions: { switch: 'このマップに切り替え', copy: '他のロボットにコピー' },
  reasons: {
    offline: 'ロボットはオフラインです',
    locked: 'ロボットはロックされています。先にロックを解除してください',
    working: '作業中のロボットはマップを切り替えられません。先にタスクを停止してください',
    active: 'すでに使用中のマップです',
    archived: 'ロボットはこのマップを保持していません',
    noGrid: 'グリッドがまだアップロードされていません',
  },
  confirm: {
    switchTitle: 'ロボット {{number}} をマップ「{{name}}」に切り替えますか？',
    switchText:
      'ランドマーク（マップ）を切り替えると旧マップのデータはアーカイブされ、ロボットは新しいマップの充電ステーションで自己位置を推定し直します。',
    copyTitle: 'マップ「{{name}}」をロボット {{number}} にコピーしますか？',
    copyText: 'コピー先のロボットにこのマップが追加されます。同じ ID のマップがある場合は置き換えられます。',
  },
  copy: {
    title: 'マップ「{{name}}」をコピー',
    target: 'コピー先のロボット',
    targetPlaceholder: '番号または別名でロボットを検索',
    noMatch: '該当するロボットがありません',
    submit: 'コピー',
  },
  canvas: {
    label: 'マップ {{name}}、{{size}}',
    robotAt: 'ロボットの位置 ({{x}}, {{y}})',
    robotAway: 'ロボットはこのマップ上にいません',
    zoomIn: '拡大',
    zoomOut: '縮小',
    fit: '全体表示',
    zoom: '倍率',
    badGrid: 'マップのグリッドを読み取れませんでした。',
  },
} satisfies Shape<typeof zh>;
