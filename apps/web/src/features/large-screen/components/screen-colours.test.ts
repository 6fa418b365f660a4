import { describe, expect, it } from 'vitest';
import { SCREEN, SCREEN_MAP_LOOK } from './screen-colours';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG 2 contrast ratio of two opaque colours. */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the large screen palette', () => {
  it('keeps every text colour at 4.5:1 or more on the panels and the background (WCAG AA, read from a distance)', () => {
    const texts = { text: SCREEN.text, secondary: SCREEN.secondary, accent: SCREEN.accent, warning: SCREEN.warning, ...SCREEN.states };
    for (const bg of [SCREEN.panel, SCREEN.background]) {
      for (const [name, colour] of Object.entries(texts)) expect(contrast(colour, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the map's robots at 3:1 or more on its dark land and sea (WCAG's rule for graphics)", () => {
    const base = SCREEN_MAP_LOOK.base!;
    for (const bg of [base.fill, base.background]) {
      for (const [state, colour] of Object.entries(SCREEN_MAP_LOOK.states))
        expect(contrast(colour, bg), `${state} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });
});
