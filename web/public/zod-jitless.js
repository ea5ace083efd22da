// The server's CSP forbids eval, so zod must not probe for it: the browser reports even a caught
// probe as a CSP violation (an issue in the console and in Lighthouse's best practices). Zod
// probes as soon as a schema is built, when the app's modules load, so this classic deferred
// script (run before the module scripts that follow it) sets zod's global configuration first.
// zod-jitless.test.ts checks that the installed zod reads it.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
