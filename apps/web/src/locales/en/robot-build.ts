import type { robotBuild as zh } from '../zh/robot-build';
import type { Shape } from '../shape';

export const robotBuild = {
  title: 'Robot configuration',
  subtitle:
    'See what each robot is built from: the product and hardware version of its latest shipment, the components installed in it, and how much life its consumables have left.',
  empty: 'There are no robots to show yet: register robots under Robot registration first.',
  noMatch: 'No robot matches these filters; change or reset them.',
  placeholders: {
    keyword: 'Search device numbers and aliases',
  },
  filters: {
    warning: 'Only robots with consumables to replace',
  },
  fields: {
    robot: 'Robot',
    product: 'Product',
    components: 'Installed components',
    consumables: 'Consumables',
    organization: 'Organization',
  },
  components: {
    count_one: '{{count}} component',
    count_other: '{{count}} components',
    showAll: 'Show all {{count}} installed components',
    listTitle: 'Installed components',
    none: 'No components recorded',
  },
  consumables: {
    lowest: 'Lowest: {{percent}}% ({{name}})',
    toReplace_one: '{{count}} consumable to replace',
    toReplace_other: '{{count}} consumables to replace',
    neverReported: 'The robot has never reported its consumables',
    none: 'The robot reported no consumables',
  },
  tab: {
    noRobot: 'Choose a robot in the robot configuration list to see its components.',
    openList: 'Go to robot configuration',
    notFound: 'This robot does not exist or you may not see it.',
  },
  header: {
    title: 'Robot',
    noProduct: 'Not shipped yet',
  },
  installed: {
    title: 'Installed components',
    empty: 'No components are recorded as installed in this robot: install them from Component resources.',
    swap: 'Swap',
    swapLabel: 'Swap component {{serialNo}}',
  },
  swap: {
    title: 'Swap component {{serialNo}}',
    hint: 'Take the {{kind}} {{model}} ({{serialNo}}) out of this robot and put in an idle {{kind}} from the inventory. Both moves are written to the history of both components.',
    removed: '{{model}} · {{serialNo}}',
    installPlaceholder: 'Choose an idle {{kind}} from the inventory; search by serial number or model',
    installHint: 'Only idle components of the same kind ({{kind}}) are offered.',
    noIdle: 'There is no idle {{kind}} in the inventory',
    noInventoryAccess: 'Choosing the new component needs the view permission of Component resources; ask an administrator.',
    notePlaceholder: 'For example: battery swollen, sent for repair (optional)',
    ok: 'Swap',
    done: 'Swapped: {{removed}} out, {{installed}} in',
  },
  life: {
    title: 'Consumable life',
    reportedAt: 'Reported by the robot at {{at}}',
    neverReported: 'This robot has not reported its consumables yet; it does so by itself once it is online.',
    none: 'The robot reported no consumables.',
    percent: '{{name}}: {{percent}}% of its life left',
    remaining: '{{remaining}} h left of a {{lifespan}} h lifespan',
    warn: 'Less than {{percent}}% left: replace it soon',
    reset: 'Reset counter',
    resetLabel: 'Reset counter: {{name}}',
    resetTitle: 'Reset the hours of the {{name}}?',
    resetText: 'Only after fitting a new part: the robot starts counting its working hours from zero again.',
  },
} satisfies Shape<typeof zh>;
