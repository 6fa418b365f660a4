import type { statistics as zh } from '../zh/statistics';
import type { Shape } from '../shape';

export const statistics = {
  title: 'Statistics',
  subtitle:
    'Cleaned area, run time, distance, water, energy and faults per robot or per organization. Days are calendar days of the server time zone.',
  range: 'Range',
  ranges: { today: 'Today', last7: 'Past 7 days', last30: 'Past 30 days', range: 'Date range' },
  group: 'Group by',
  groups: { robot: 'Per robot', organization: 'Per organization' },
  fields: {
    deviceNumber: 'Device number',
    name: 'Name',
    robotType: 'Robot type',
    organization: 'Organization',
    robots: 'Robots',
    runs: 'Runs',
    area: 'Area (m²)',
    runTime: 'Run time (min)',
    distance: 'Distance (km)',
    water: 'Water (L)',
    energy: 'Energy (kWh)',
    faults: 'Fault reports',
    keyword: 'Keyword',
  },
  placeholders: {
    organization: 'All organizations',
    robotType: 'All types',
    keyword: 'Device number, name or organization',
  },
  totals: 'Total',
  robotCount_one: '1 robot',
  robotCount_other: '{{count}} robots',
  period: '{{start}} to {{end}}',
  empty: 'No robots match these filters. Change the filters or choose another range.',
  pickDates: 'Choose a start and an end date.',
  loadFailed: 'Could not load the statistics. Check the network and try again.',
  retry: 'Try again',
  export: 'Export CSV',
  exported: 'Exported {{name}}',
} satisfies Shape<typeof zh>;
