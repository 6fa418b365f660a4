import { sharedJa } from '@fleet/contracts';
import antd from 'antd/es/locale/ja_JP';
import 'dayjs/locale/ja';
import type { LangBundle } from '../bundles';
import { ja } from '.';

export const bundle: LangBundle = { ui: ja, shared: sharedJa, antd, dayjs: 'ja' };
