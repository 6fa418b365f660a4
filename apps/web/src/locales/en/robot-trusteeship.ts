import type { robotTrusteeship as zh } from '../zh/robot-trusteeship';
import type { Shape } from '../shape';

export const robotTrusteeship = {
  title: 'Robot hosting',
  empty: 'No robots match. Change the search.',
  historyEmpty: 'No hostings yet. Each hosting appears here once a robot is hosted.',
  hosted: 'Robots hosted',
  unhosted: 'Hosting ended',
  tabs: { robots: 'Robots', history: 'Hosting history' },
  actions: { host: 'Host', hostSubmit: 'Host robots', unhost: 'End hosting' },
  fields: {
    robots: 'Robots',
    hostOrg: 'Hosting organization',
    type: 'Hosting type',
    startAt: 'Start',
    endAt: 'End',
    owner: 'Owner',
    window: 'Window',
    state: 'State',
    creator: 'By',
    createdAt: 'Created',
    ended: 'Ended',
  },
  placeholders: { robots: 'Choose the robots to host', hostOrg: 'Choose the hosting organization' },
  hints: {
    maxDays: 'The end must be after the start and after now, at most {{days}} days later',
    permanent: 'A permanent hosting has no end',
  },
  confirm: {
    unhostTitle: 'End the hosting of {{number}}?',
    unhostText: 'The hosting ends now: "{{org}}" can no longer see or operate this robot.',
  },
} satisfies Shape<typeof zh>;
