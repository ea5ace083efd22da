import { tracked } from '../data/tracked-promise';
import type { SignedInFrame } from './signed-in-frame';

let frame: Promise<{ SignedInFrame: typeof SignedInFrame }> | undefined;

/**
 * The signed-in frame's code, loaded once (after sign-in, or at once by a reload's warm start):
 * a tracked promise, so the layout's `use` of it renders the frame at once when it is loaded.
 */
export function loadFrameCode(): Promise<{ SignedInFrame: typeof SignedInFrame }> {
  frame ??= tracked(import('./signed-in-frame'));
  return frame;
}
