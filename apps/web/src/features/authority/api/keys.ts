/** Query keys of the authority screen; saving invalidates `all` (and the shell's menu tree). */
export const authorityKeys = {
  all: ['authority'] as const,
  list: () => [...authorityKeys.all, 'list'] as const,
};
