import { sharedZh } from '@fleet/contracts';
import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

export const bundle = { first: { common, auth, shell }, shared: sharedZh, antd, dayjs: 'zh-cn' };
