import type { Lang } from '../common/lang';

/** The file export's columns, in the caller's language (the resource file list's fields). */
export const FILE_CSV_HEADERS: Record<Lang, readonly string[]> = {
  zh: ['编号', '名称', '类型', '大小(字节)', '创建人', '组织', '创建时间'],
  en: ['Number', 'Name', 'Type', 'Size (bytes)', 'Created by', 'Organization', 'Created at'],
  ja: ['番号', '名前', '種類', 'サイズ(バイト)', '作成者', '組織', '作成日時'],
};
