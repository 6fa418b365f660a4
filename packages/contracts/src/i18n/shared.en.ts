import { enumsEn } from './enums.en';
import { fieldLabelsEn } from './field-labels.en';
import { menusEn } from './menus.en';
import { notificationsEn } from './notifications.en';
import { en } from './en';

/** The en shared catalogue on its own: the web loads only the languages in use. */
export const sharedEn = { ...en, ...menusEn, ...enumsEn, ...fieldLabelsEn, ...notificationsEn };
