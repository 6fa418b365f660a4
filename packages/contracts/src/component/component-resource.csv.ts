import { importColumnOf } from '../common/csv-import';
import type { Lang } from '../common/lang';
import { translate } from '../i18n';

/** The columns an import reads, in the template's order; model and serialNo are required. */
export const COMPONENT_IMPORT_COLUMNS = ['model', 'serialType', 'serialNo', 'expiresAt', 'note'] as const;
export type TComponentImportColumn = (typeof COMPONENT_IMPORT_COLUMNS)[number];
export const COMPONENT_IMPORT_REQUIRED: readonly TComponentImportColumn[] = ['model', 'serialNo'];

/** An export starts with the import's columns, so an exported file can be edited and imported again. */
export const COMPONENT_EXPORT_COLUMNS = [...COMPONENT_IMPORT_COLUMNS, 'kind', 'state', 'deviceNumber', 'updatedAt'] as const;

/** A column's header in a language: the field's label, as the forms name it. */
export const componentCsvHeader = (lang: Lang, column: string) => translate(lang, `fields.${column}`);

/** The import column a header cell names (see `importColumnOf`). */
export const componentImportColumn = (cell: string) => importColumnOf(COMPONENT_IMPORT_COLUMNS, cell);
