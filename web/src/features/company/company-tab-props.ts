/** What the company view's shell gives every analysis tab. */
export interface CompanyTabProps {
  companyId: string;
  /** The selected period (`AAAA-MM`). */
  period: string;
  /** The company's stored periods, newest first. */
  periods: readonly string[];
  /**
   * The period the view opens on (finance-core's `defaultPeriod`: the latest with real data, a
   * simulation only when there is nothing else); null without periods.
   */
  defaultPeriod: string | null;
}
