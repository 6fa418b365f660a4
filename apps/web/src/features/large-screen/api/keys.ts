/** Query keys of the large screen: a fault notice refreshes the summary; link changes refresh the list; fleet ticks move the map's robots. */
export const largeScreenKeys = {
  all: ['largeScreen'] as const,
  summary: () => [...largeScreenKeys.all, 'summary'] as const,
  robots: () => [...largeScreenKeys.all, 'robots'] as const,
  links: () => [...largeScreenKeys.all, 'displayLinks'] as const,
};
