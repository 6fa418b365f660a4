import { defineRoute } from '../common/route';
import { ZGeography, ZMapStyle } from './geography.schema';

const tags = ['robot-monitor'];

export const getGeographyRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/monitor/geography',
  access: 'robotMonitor:view',
  tags,
  summary:
    'Every robot the caller sees (hosted ones inside their window) with its fleet state and place (own GPS, else its site), compact rows; and the sites with coordinates',
  data: ZGeography,
});

export const getMapStyleRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/monitor/map/style',
  // The same base for every screen that draws a map: not tenant data, so a display link may read it too.
  access: ['robotMonitor:view', 'largeScreen:view', 'organization:create', 'organization:edit'],
  display: true,
  tags,
  summary:
    'The base map of the geography view, the large screen and the map picker of the organisation form: the offline Natural Earth style, or MAP_STYLE_URL when a deployment sets one',
  data: ZMapStyle,
});
