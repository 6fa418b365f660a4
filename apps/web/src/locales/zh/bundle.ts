import { sharedZh } from '@fleet/contracts';
import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { zh } from '.';

export const bundle = { ui: zh, shared: sharedZh, antd, dayjs: 'zh-cn' };
