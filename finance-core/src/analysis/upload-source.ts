import type { DocumentKind, PeriodUpload } from '../contract';

/**
 * The name of each kind of uploaded file where a period's source is shown (the Upload tab's list
 * of stored periods). Keyed by every kind the contract knows, so a new kind does not compile
 * until it is named here.
 */
const SOURCE_LABELS: Record<DocumentKind, string> = {
  myreport: 'MyReport',
  risema: 'Simulação RISEMA',
  saft: 'SAF-T',
};

/** `MyReport`, `Simulação RISEMA`, `SAF-T`: the source a file of this kind is shown as. */
export function uploadSourceLabel(kind: DocumentKind): string {
  return SOURCE_LABELS[kind];
}

/**
 * The sources of a stored period's figures, in the order they were applied (`MyReport`, then
 * `Simulação RISEMA` when a simulation replaced its DRE); empty for a period without uploads.
 */
export function periodSourceLabels(uploads: readonly Pick<PeriodUpload, 'kind'>[]): string[] {
  return uploads.map((upload) => uploadSourceLabel(upload.kind));
}
