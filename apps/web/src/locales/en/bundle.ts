import { sharedEn } from '@fleet/contracts';
import antd from 'antd/es/locale/en_US';
import type { LangBundle } from '../bundles';
import { en } from '.';

export const bundle: LangBundle = { ui: en, shared: sharedEn, antd, dayjs: 'en' };
