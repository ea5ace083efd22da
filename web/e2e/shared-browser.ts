// The one Chromium of a browser test worker, shared by the files it runs (`isolate: false`). It
// is kept on globalThis: the test files and the environment that closes it at the worker's end
// (browser-environment.ts) import this module apart, each its own copy.
import type { Browser } from 'playwright-core';

const holder = globalThis as { risemaSharedBrowser?: Promise<Browser> };

/**
 * The worker's Chromium, launched by `launch` for the first file that asks (a launch is about
 * 1.5 s of CPU), again if it went away (a crash) or its launch failed.
 */
export async function sharedBrowser(launch: () => Promise<Browser>): Promise<Browser> {
  const browser = await holder.risemaSharedBrowser?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  const launched = launch();
  holder.risemaSharedBrowser = launched;
  return launched;
}

/** Closes the worker's Chromium, if one was launched. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = await holder.risemaSharedBrowser?.catch(() => undefined);
  holder.risemaSharedBrowser = undefined;
  await browser?.close();
}
