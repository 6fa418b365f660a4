import { NOTIFICATION_Z_INDEX } from '@fleet/contracts';
import type { ThemeConfig } from 'antd';

/**
 * Both names of a palette shade: antd's tokens hold `green7` and `green-7`, and the CSS variable
 * (--ant-green-7) takes the hyphenated one's value, so overriding only `green7` changes nothing on screen.
 */
const shade = (name: string, value: string) => ({ [`${name}7`]: value, [`${name}-7`]: value });
const TAG_TEXT = {
  ...shade('green', '#237804'),
  ...shade('cyan', '#006d75'),
  ...shade('orange', '#ad4e00'),
  ...shade('volcano', '#ad2102'),
  ...shade('gold', '#874d00'),
  ...shade('yellow', '#876800'),
  ...shade('lime', '#3f6600'),
};

/**
 * The console's antd theme: the default look with text that meets WCAG 2 AA contrast (4.5:1 for
 * normal text, e2e/a11y.spec.ts checks every screen). antd's defaults do not: its blue #1677ff is
 * 4.1:1 on white (links, primary buttons, the selected menu item), its red 3.3:1 (danger actions),
 * secondary text and placeholders 3.4:1 and 1.6:1, and a tag's text (palette shade 7 on shade 1) about
 * 3.4:1 for green, cyan and orange. Each fix is one shade darker of antd's own palette, so a colour
 * keeps its meaning (design.md §7) and the hover and active states keep their order.
 */
export const THEME: ThemeConfig = {
  token: {
    // blue-7: 6.2:1 on white, 5.5:1 on its light background; hover a shade lighter still at 5.2:1.
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#1668dc',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorLinkHover: '#1668dc',
    // red-7 (5.6:1); its hover 4.5:1.
    colorError: '#cf1322',
    // Text in these colours (Typography type="warning" / "success"): orange-8 and green-8, over 5:1.
    colorWarningText: '#ad4e00',
    colorSuccessText: '#237804',
    // Secondary text, descriptions, labels of descriptions, select placeholders: #737373 on white
    // (4.7:1), still 4.5:1 on the grey of table headers. The main text stays 0.88.
    colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
    colorTextDescription: 'rgba(0, 0, 0, 0.55)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Tag text (preset colours use shade 7 on shade 1): one shade darker where 7 is under 4.5:1.
    ...TAG_TEXT,
  },
  components: { Notification: { zIndexPopup: NOTIFICATION_Z_INDEX } },
};
