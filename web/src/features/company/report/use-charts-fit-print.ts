import { Chart } from 'chart.js';
import { useEffect } from 'react';

function resizeCharts(): void {
  for (const chart of Object.values(Chart.instances)) chart.resize();
}

/**
 * Redraws every chart.js canvas at its printed size when printing starts and at its screen size
 * when it ends (chart.js does not follow print media on its own): the browser's print and
 * "Guardar PDF" get sharp charts that fit the page.
 */
export function useChartsFitPrint(): void {
  useEffect(() => {
    const print = window.matchMedia('print');
    window.addEventListener('beforeprint', resizeCharts);
    window.addEventListener('afterprint', resizeCharts);
    print.addEventListener('change', resizeCharts);
    return () => {
      window.removeEventListener('beforeprint', resizeCharts);
      window.removeEventListener('afterprint', resizeCharts);
      print.removeEventListener('change', resizeCharts);
    };
  }, []);
}
