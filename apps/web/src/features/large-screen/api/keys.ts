/** Query keys of the large screen: a fault notice refreshes the summary; link changes refresh the list. */
export const largeScreenKeys = {
  all: ['largeScreen'] as const,
  summary: () => [...largeScreenKeys.all, 'summary'] as const,
  links: () => [...largeScreenKeys.all, 'displayLinks'] as const,
};
