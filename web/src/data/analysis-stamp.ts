// Set by the build (vite.config.ts): a hash of finance-core's sources.
declare const __RISEMA_ANALYSIS_STAMP__: string | undefined;

/**
 * The finance-core version this app runs: figures kept computed on the device carry it and are
 * computed again under another one. `development` where no build set it (unit tests).
 */
export const ANALYSIS_STAMP: string =
  typeof __RISEMA_ANALYSIS_STAMP__ === 'string' ? __RISEMA_ANALYSIS_STAMP__ : 'development';
