/** Where a public article opens without signing in (the `/help/:id` route outside the console). */
export const publicHelpPath = (id: number) => `/help/${id}`;
export const publicHelpUrl = (id: number) => `${window.location.origin}${publicHelpPath(id)}`;
