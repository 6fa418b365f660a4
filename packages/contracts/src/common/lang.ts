/** Languages of the product. The web stores its choice as `jaJP` / `zhCN` / `enUS` (spec §3). */
export const LANGS = ['zh', 'en', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export const STORED_LANGS = ['zhCN', 'enUS', 'jaJP'] as const;
export type StoredLang = (typeof STORED_LANGS)[number];

export const storedToLang = (v: string | null | undefined): Lang => (v === 'enUS' ? 'en' : v === 'jaJP' ? 'ja' : 'zh');

export const langToStored = (l: Lang): StoredLang => (l === 'en' ? 'enUS' : l === 'ja' ? 'jaJP' : 'zhCN');

/** Spec §4: browser ja → jaJP, zh-CN / zh-TW → zhCN, anything else → enUS. */
export const defaultStoredLang = (browserLang: string | undefined): StoredLang => {
  const l = (browserLang ?? '').toLowerCase();
  if (l.startsWith('ja')) return 'jaJP';
  if (l === 'zh-cn' || l === 'zh-tw' || l === 'zh') return 'zhCN';
  return 'enUS';
};

/** Picks zh, en or ja from an Accept-Language header (first supported tag wins; zh when none). */
export const langFromAcceptLanguage = (header: string | undefined): Lang => {
  if (!header) return 'zh';
  const tags = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const q = qParam ? Number(qParam.trim().slice(2)) : 1;
      // A malformed q counts as 1 (RFC 9110 is lenient); q=0 means "not acceptable".
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 1, order };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'zh' || base === 'en' || base === 'ja') return base;
  }
  return 'zh';
};
