/**
 * The start of a markdown text as a reader sees it, for a list row: no heading marks, table pipes,
 * list bullets, emphasis, link or image syntax, HTML or code fences, whitespace collapsed. Plain text
 * only: the list shows it as text, never renders it.
 */
export const markdownExcerpt = (markdown: string, max: number): string => {
  const text = markdown
    .replace(/```[^\n]*\n[\s\S]*?(```|$)/g, ' ') // fenced code: not prose
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/, '') // a table's separator row
        .replace(/^\s{0,3}(#{1,6}|>+)\s*/, '')
        .replace(/^\s*([-*+]|\d+[.)])\s+/, '')
        .replace(/\s*\|\s*/g, ' ')
        .replace(/(\*\*|__|\*|_|`|~~)/g, ''),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};
