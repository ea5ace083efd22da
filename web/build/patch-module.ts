// A library module's code rewritten by the build (Chakra's, in chakra-global-css.ts and
// chakra-system-steps.ts): texts replaced where each is found exactly once, or the build fails.

/** One text of the module and what replaces it. */
export interface Edit {
  find: string;
  replace: string;
}

/** The module's edits; `append` is added after them. */
export interface ModulePatch {
  edits: readonly Edit[];
  append?: string;
}

/**
 * `code` with every edit made once; throws naming the first text not found exactly once (another
 * version of the library), so a rewrite never goes missing silently.
 */
export function patchModule(code: string, patch: ModulePatch): string {
  let patched = code;
  for (const { find, replace } of patch.edits) {
    const at = patched.indexOf(find);
    if (at === -1 || patched.includes(find, at + 1)) {
      throw new Error(`expected once: ${JSON.stringify(find.slice(0, 60))}`);
    }
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  return patch.append ? `${patched}\n${patch.append}\n` : patched;
}
