/** What the company view's shell gives every analysis tab. */
export interface CompanyTabProps {
  companyId: string;
  /** The selected period (`AAAA-MM`). */
  period: string;
  /** The company's stored periods, newest first. */
  periods: readonly string[];
}
