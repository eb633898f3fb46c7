/** How a bot's owner is shown to other users. */

/** Masks a user name for public display: first two characters and "***". */
export const maskName = (name: string): string => `${name.slice(0, 2)}***`;
