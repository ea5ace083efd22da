/**
 * The CSS Chakra's provider inserts for the app's theme (cascade layers' order, preflight, global
 * styles, the tokens' variables). The build writes it here (web/build/chakra-global-css.ts) and
 * has Chakra skip making it, which took two thirds of the start's createSystem, and the provider
 * skip parsing it in the first commit. Undefined where no build wrote it (unit tests,
 * `npm run dev`): Chakra makes and inserts it itself then.
 */
export const CHAKRA_GLOBAL_CSS: string | undefined = undefined;
