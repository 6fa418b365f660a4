import type { robotBuild as zh } from '../zh/robot-build';
import type { Shape } from '../shape';

export const robotBuild = {
  title: 'ロボット構成',
  subtitle:
    '各ロボットが何でできているかを確認します。最新の出荷時の製品とハードウェアバージョン、取り付けられたコンポーネント、消耗品の残り寿命を表示します。',
  empty: '表示できるロボットがまだありません。先に「ロボット登録」でロボットを登録してください。',
  noMatch: 'この条件に一致するロボットはありません。条件を変更するかリセットしてください。',
  placeholders: {
    keyword: '機器番号または別名で検索',
  },
  filters: {
    warning: '交換が必要な消耗品のあるロボットのみ',
  },
  fields: {
    robot: 'ロボット',
    product: '製品',
    components: '取り付け済みコンポーネント',
    consumables: '消耗品の残り寿命',
    organization: '組織',
  },
  components: {
    count_one: '{{count}} 個のコンポーネント',
    count_other: '{{count}} 個のコンポーネント',
    showAll: '取り付け済みの {{count}} 個のコンポーネントをすべて表示',
    listTitle: '取り付け済みコンポーネント',
    none: '取り付け済みのコンポーネントは登録されていません',
  },
  consumables: {
    lowest: '最低 {{percent}}%（{{name}}）',
    toReplace_one: '交換が必要な消耗品 {{count}} 件',
    toReplace_other: '交換が必要な消耗品 {{count}} 件',
    neverReported: 'ロボットは消耗品の状態をまだ報告していません',
    none: 'ロボットが報告した消耗品はありません',
  },
  tab: {
    noRobot: 'コンポーネント構成を見るには、ロボット構成の一覧からロボットを選んでください。',
    openList: 'ロボット構成へ',
    notFound: 'このロボットは存在しないか、表示する権限がありません。',
  },
  header: {
    title: 'ロボット',
    noProduct: '未出荷',
  },
  installed: {
    title: '取り付け済みコンポーネント',
    empty: 'このロボットに取り付け済みとして登録されたコンポーネントはありません。「コンポーネント資源」から取り付けてください。',
    swap: '交換',
    swapLabel: 'コンポーネント {{serialNo}} を交換',
  },
  swap: {
    title: 'コンポーネント {{serialNo}} の交換',
    hint: 'このロボットから{{kind}} {{model}}（{{serialNo}}）を取り外し、在庫にある未使用の{{kind}}を取り付けます。取り外しと取り付けは両方のコンポーネントの履歴に記録されます。',
    removed: '{{model}} · {{serialNo}}',
    installPlaceholder: '在庫の未使用の{{kind}}を選択（シリアル番号または型番で検索）',
    installHint: '同じ種類（{{kind}}）の未使用コンポーネントのみ表示します。',
    noIdle: '在庫に未使用の{{kind}}はありません',
    noInventoryAccess: '新しいコンポーネントを選ぶには、「コンポーネント資源」の閲覧権限が必要です。管理者に連絡してください。',
    notePlaceholder: '例：バッテリーが膨張したため修理に出した（任意）',
    ok: '交換',
    done: '交換しました：{{removed}} を取り外し、{{installed}} を取り付けました',
  },
  life: {
    title: '消耗品の寿命',
    reportedAt: 'ロボットの報告：{{at}}',
    neverReported: 'このロボットはまだ消耗品の状態を報告していません。オンラインになると自動で報告します。',
    none: 'ロボットが報告した消耗品はありません。',
    percent: '{{name}} の残り寿命 {{percent}}%',
    remaining: '残り {{remaining}} 時間（寿命 {{lifespan}} 時間）',
    warn: '残り {{percent}}% 未満です。早めに交換してください',
    reset: 'カウンターをリセット',
    resetLabel: 'カウンターをリセット：{{name}}',
    resetTitle: '{{name}} の使用時間をリセットしますか？',
    resetText: '新しい部品を取り付けた後にのみリセットしてください。ロボットは使用時間をゼロから数え直します。',
  },
} satisfies Shape<typeof zh>;
