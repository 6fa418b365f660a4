import { theme, type ThemeConfig } from 'antd';
import type { MapLook } from '../../../components/geo-map/map-look';

/**
 * The control room's dark palette, read from a distance: every text colour is at least 4.5:1 on the
 * panel colour (WCAG AA; screen-colours.test.ts checks the pairs), status colours follow design.md §7.
 */
export const SCREEN = {
  background: '#070d1a',
  panel: '#0f1a2e',
  border: '#22324f',
  text: '#e8eef8',
  secondary: '#a9b8cf',
  accent: '#5cc8ff',
  /** Status colours on the panel: working blue, idle green, charging cyan, paused purple, fault red, grey. */
  states: {
    working: '#69b1ff',
    idle: '#73d13d',
    charging: '#36cfc9',
    paused: '#b37feb',
    fault: '#ff7875',
    offline: '#a9b8cf',
    locked: '#a9b8cf',
  },
  warning: '#ffc53d',
} as const;

/** antd's dark algorithm for the dialogs and controls opened from the screen, with the screen's colours. */
export const SCREEN_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  // Text, link, error and success colours lifted to 4.5:1 on the dialog's background (antd's dark defaults are not all).
  token: {
    colorBgBase: SCREEN.panel,
    colorBgElevated: '#16233b',
    colorTextBase: SCREEN.text,
    colorTextSecondary: SCREEN.secondary,
    colorTextDescription: SCREEN.secondary,
    colorTextPlaceholder: '#8a9bb5',
    colorPrimary: '#1668dc',
    colorLink: SCREEN.accent,
    colorError: '#ff8a87',
    colorErrorText: '#ff8a87',
    colorSuccess: '#73d13d',
    colorSuccessText: '#73d13d',
  },
};

/**
 * The fleet map in the control room's colours: a dark base (sea, land, borders recoloured from the
 * offline style; a deployment's MAP_STYLE_URL is drawn as it is), robots in the board's state colours.
 */
export const SCREEN_MAP_LOOK: MapLook = {
  states: SCREEN.states,
  cluster: '#1668dc',
  ring: SCREEN.text,
  clusterCount: 'color:#fff;font:600 12px/1 sans-serif;pointer-events:none',
  city: `color:${SCREEN.secondary};font:11px/1 sans-serif;text-shadow:0 0 3px ${SCREEN.background};pointer-events:none;margin-top:14px`,
  base: { background: SCREEN.background, fill: '#1a2a45', line: '#3a5074' },
};
