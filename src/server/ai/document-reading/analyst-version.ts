/**
 * The built-in analyst's version: raise it whenever a change makes it read documents differently, so
 * documents it read before are read again in the background.
 */
export const analystVersion = 23;
