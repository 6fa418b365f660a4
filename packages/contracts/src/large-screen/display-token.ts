// Without zod: the web's request client (in Login's download) reads these.
/** The HTTP header a display page sends instead of a session token. */
export const DISPLAY_TOKEN_HEADER = 'X-Display-Token';
/** The query parameter of /largeScreen that carries the token (the URL a TV opens). */
export const DISPLAY_TOKEN_PARAM = 'display';
