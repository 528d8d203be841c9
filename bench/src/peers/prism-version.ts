/** The newest Prism whose `engines` accepts Node 20 (5.15 needs Node 24): the peers suite installs and runs it. */
export const PRISM_VERSION = "5.14.2";
