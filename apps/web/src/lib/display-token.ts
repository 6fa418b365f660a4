/**
 * A wall display's token (/largeScreen?display=…, contracts DISPLAY_TOKEN_PARAM), held for the tab while
 * the display page is open. While it is set, the request client sends it as X-Display-Token instead of
 * a session, the live client authenticates with it, and a refusal shows on the page rather than in the
 * "signed out" dialog (there is nobody to sign out).
 */
let displayToken: string | null = null;

export const setDisplayToken = (token: string | null) => {
  displayToken = token;
};
export const getDisplayToken = () => displayToken;
