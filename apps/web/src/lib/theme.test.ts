import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME } from './theme';

/** sRGB of '#rgb', '#rrggbb' or 'rgba(r, g, b, a)', composited over an opaque background. */
const rgb = (colour: string, over: readonly number[] = [255, 255, 255]): number[] => {
  const short = /^#([0-9a-f]{3})$/i.exec(colour);
  if (short) return [...short[1]!].map((c) => parseInt(c + c, 16));
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16));
  const m = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!m) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = m[1]!.split(',').map(Number) as [number, number, number, number?];
  return [r, g, b].map((c, i) => c * a + over[i]! * (1 - a));
};
const luminance = (c: number[]) => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG 2 contrast ratio of text on a background (both composited over white). */
const contrast = (text: string, background: string) => {
  const bg = rgb(background);
  const [hi, lo] = [luminance(rgb(text, bg)), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;
const TAG_COLOURS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'];

/** The pairs e2e/a11y.spec.ts found under 4.5:1 with antd's defaults, checked here in milliseconds. */
describe('theme contrast (WCAG 2 AA, 4.5:1 for normal text)', () => {
  const pairs: [string, string, string][] = [
    ['link / primary text', token.colorLink!, '#ffffff'],
    ['primary on its light background (selected rows, default-primary buttons)', token.colorPrimary!, token.colorPrimaryBg!],
    ['primary button text', token.colorTextLightSolid!, token.colorPrimary!],
    ['primary button text, hovered', token.colorTextLightSolid!, token.colorPrimaryHover!],
    ['danger action text', token.colorError!, '#ffffff'],
    ['danger button text', token.colorTextLightSolid!, token.colorError!],
    ['warning text', token.colorWarningText!, '#ffffff'],
    ['success text', token.colorSuccessText!, '#ffffff'],
    ['processing tag', token.colorInfo!, token.colorInfoBg!],
    ['secondary text', token.colorTextDescription!, '#ffffff'],
    ['secondary text in a table header', token.colorTextDescription!, '#fafafa'],
    ['tertiary text', token.colorTextTertiary!, '#ffffff'],
    ['select placeholder', token.colorTextPlaceholder!, '#ffffff'],
    // The hyphenated name is the one the CSS variable (--ant-green-7) takes.
    ...TAG_COLOURS.map((c): [string, string, string] => [`${c} tag`, token[`${c}-7`]!, token[`${c}-1`]!]),
  ];

  it.each(pairs)('%s: %s on %s', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("fails where antd's default blue does (the check can fail)", () => {
    expect(contrast('#1677ff', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(4.5);
  });
});
