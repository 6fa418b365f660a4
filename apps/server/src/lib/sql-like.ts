/**
 * LIKE patterns from user text: %, _ and \ in the text match themselves (PostgreSQL's default
 * escape character is \), so a search for "100%" finds "100%", not every row.
 */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Matches values containing `v`. */
export const containsPattern = (v: string) => `%${escapeLike(v)}%`;
/** Matches values starting with `v` (organisation paths: a subtree). */
export const prefixPattern = (v: string) => `${escapeLike(v)}%`;
