import { enumsJa } from './enums.ja';
import { fieldLabelsJa } from './field-labels.ja';
import { menusJa } from './menus.ja';
import { notificationsJa } from './notifications.ja';
import { ja } from './ja';

/** The ja shared catalogue on its own: the web loads only the languages in use. */
export const sharedJa = { ...ja, ...menusJa, ...enumsJa, ...fieldLabelsJa, ...notificationsJa };
