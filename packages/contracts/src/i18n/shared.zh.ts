import { enumsZh } from './enums.zh';
import { fieldLabelsZh } from './field-labels.zh';
import { menusZh } from './menus.zh';
import { notificationsZh } from './notifications.zh';
import { zh } from './zh';

/** The zh shared catalogue on its own: the web loads only the languages in use. */
export const sharedZh = { ...zh, ...menusZh, ...enumsZh, ...fieldLabelsZh, ...notificationsZh };
