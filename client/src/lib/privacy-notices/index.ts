/** Every word of the privacy notices (issue 29): the short ones at each form, and the full one. */
export * from './short-notices';
export * from './full-notice';
