import type { monitorVideo as zh } from '../zh/monitor-video';
import type { Shape } from '../shape';

export const monitorVideo = {
  layout: 'Layout',
  layoutOption: '{{n}} tiles',
  robots: 'Robots',
  pickPlaceholder: 'Pick robots to watch',
  reasons: { offline: 'offline', disabled: 'disabled' },
  fill: {
    open: 'Fill from filter',
    title: 'Fill the wall from a filter',
    hint: 'Puts the first {{n}} online robots that match into the tiles, replacing the current choice.',
    submit: 'Fill',
    none: 'No online robot matches the filter',
    done: '{{count}} robots put on the wall',
  },
  clear: 'Clear',
  empty: 'No robot chosen: pick robots or fill from a filter',
  loadFailed: 'The robot list could not be loaded',
  noPermission: 'You may see the robots but not watch their video',
  tile: {
    remove: 'Remove {{robot}} from the wall',
    enlarge: 'Enlarge {{robot}}',
    picture: 'Live picture of robot {{robot}}',
    waiting: 'Waiting for the picture…',
    offline: 'Offline',
    noSignal: 'No signal',
    paused: 'Paused while not visible',
    unavailable: 'The robot does not exist or you may not see it',
    refused: 'Video unavailable ({{code}})',
    fps: '{{fps}} fps',
    noFrame: 'No picture yet',
  },
} satisfies Shape<typeof zh>;
