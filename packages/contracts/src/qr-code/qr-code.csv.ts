import type { Lang } from '../common/lang';
import { translate } from '../i18n';

/** The export's columns: what the list shows of a code (the robot type by its name in the file's language). */
export const QR_CODE_CSV_COLUMNS = ['number', 'state', 'deviceNumber', 'robotType', 'boundAt', 'downloads', 'orgId', 'createdAt'] as const;
export type TQrCodeCsvColumn = (typeof QR_CODE_CSV_COLUMNS)[number];

/** Columns the field catalogue has no label for yet (no form edits them): their headers here. */
const OWN_HEADERS: Record<Lang, Partial<Record<TQrCodeCsvColumn, string>>> = {
  zh: { boundAt: '绑定时间', downloads: '下载次数', createdAt: '创建时间' },
  en: { boundAt: 'Bound at', downloads: 'Downloads', createdAt: 'Created at' },
  ja: { boundAt: '紐付け日時', downloads: 'ダウンロード回数', createdAt: '作成日時' },
};

/** A column's header in a language: the field's label, as the forms name it, or its own above. */
export const qrCodeCsvHeader = (lang: Lang, column: TQrCodeCsvColumn) => OWN_HEADERS[lang][column] ?? translate(lang, `fields.${column}`);
