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
  access: 'robotMonitor:view',
  tags,
  summary: "The geography view's base map: the offline Natural Earth style, or MAP_STYLE_URL when a deployment sets one",
  data: ZMapStyle,
});
