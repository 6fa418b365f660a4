import { sharedJa } from '@fleet/contracts';
import antd from 'antd/es/locale/ja_JP';
import 'dayjs/locale/ja';
import type { LangBundle } from '../bundles';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

export const bundle: LangBundle = { first: { common, auth, shell }, shared: sharedJa, antd, dayjs: 'ja' };
