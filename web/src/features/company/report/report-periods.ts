import { latestPeriod, normalizePeriod, previousYearPartner } from '@risema/finance-core/analysis';
import { isSimulation, portfolioPeriods } from '@risema/finance-core/views';
import type { CompanyPeriod } from '../../../data/queries/use-company-periods';

/** The periods a management report reads. */
export interface ReportPeriods {
  /** The report's period; null when the one asked for holds no statement on this device. */
  period: string | null;
  /** The previous year's period it is compared with (Comparativo), or null. */
  partner: string | null;
  /** The period's income statement is a RISEMA simulation. */
  simulation: boolean;
}

/**
 * The report's period — the one asked for (`?period=AAAA-MM`), or without one the latest with
 * real data — and the previous year's period its Comparativo reads: the same months when stored,
 * else that year's latest (finance-core's `previousYearPartner`). A real period is never compared
 * with a simulation (a forecast is not last year's actual figures); a simulation may be compared
 * with real data.
 */
export function reportPeriods(
  periods: readonly CompanyPeriod[],
  requested: string | null,
): ReportPeriods {
  const withData = periods.filter((item) => item.hasStatements);
  const wanted = requested === null ? null : normalizePeriod(requested);
  const readable = withData.map((item) => ({
    period: item.period,
    hasStatements: true,
    simulation: isSimulation(item.data),
  }));
  const period =
    requested === null
      ? latestPeriod(portfolioPeriods(readable).map((item) => item.period))
      : (withData.find((item) => item.period === wanted)?.period ?? null);
  if (period === null) return { period: null, partner: null, simulation: false };
  const data = withData.find((item) => item.period === period)?.data;
  const simulation = data ? isSimulation(data) : false;
  const candidates = withData
    .filter((item) => simulation || !isSimulation(item.data))
    .map((item) => item.period);
  return { period, partner: previousYearPartner(candidates, period), simulation };
}
