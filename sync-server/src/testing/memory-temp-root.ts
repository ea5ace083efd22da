import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Where tests keep throwaway files: in memory (/dev/shm) where there is one, so stores' writes
 * and syncs cost no disk work; otherwise the temporary directory.
 */
export function memoryTempRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}
