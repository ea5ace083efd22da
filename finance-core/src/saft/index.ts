/** The SAF-T (PT) accounting reader (docs/saft.md), from bytes: `.xml` or a `.zip` holding one. */
export { SaftReading, readSaft, readSaftInSlices } from './read-saft';
export type { ParsedSaft, ReadSaftOptions, SaftMonth, SaftProgress, SliceHooks } from './read-saft';
export type { SaftRatioExplanation } from './saft-ratios';
export { SAFT_RATIOS } from './saft-ratios';
export { MAX_SAFT_BYTES, SaftRefusal, isSaftRefusal } from './saft-refusal';
export type { SaftRefusalCode } from './saft-refusal';
export { isSaftInput, isZip } from './unzip-saft';
export { SAFT_NAMESPACE } from './saft-parser';
