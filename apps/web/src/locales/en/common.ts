import type { common as zh } from '../zh/common';
import type { Shape } from '../shape';

export const common = {
  appName: 'Fleet Console',
  warning: 'Warning',
  sure: 'Sure',
  ok: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  edit: 'Edit',
  close: 'Close',
  loading: 'Loading…',
  offline: 'Network connection lost, retrying…',
  language: 'Language',
  languages: { zhCN: '中文', enUS: 'English', jaJP: '日本語' },
  backHome: 'Back to home',
  notFound: { title: 'Page not found', text: 'The page you asked for does not exist or has moved.' },
  forbidden: { title: 'No access', text: 'Your role has no permission for this page. Please contact your administrator.' },
} satisfies Shape<typeof zh>;
