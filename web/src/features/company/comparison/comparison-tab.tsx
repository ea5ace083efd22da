import type { CompanyTabProps } from '../company-tab-props';

/** The Comparativo tab of the company analysis view (SPEC.md §2). */
export function ComparisonTab(_props: CompanyTabProps) {
  return null;
}
