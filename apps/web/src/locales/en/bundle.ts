import { sharedEn } from '@fleet/contracts';
import antd from 'antd/es/locale/en_US';
import type { LangBundle } from '../bundles';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

export const bundle: LangBundle = { first: { common, auth, shell }, shared: sharedEn, antd, dayjs: 'en' };
