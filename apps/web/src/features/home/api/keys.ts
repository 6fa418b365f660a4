/** Query keys of the home dashboard: a fault notice refreshes the summary. */
export const homeKeys = {
  all: ['home'] as const,
  summary: () => [...homeKeys.all, 'summary'] as const,
};
