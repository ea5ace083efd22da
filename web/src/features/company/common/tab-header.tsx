import { Badge, Box, Button, Flex, Heading } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { PrintHeader } from '../print/print-header';
import { usePeriodSource } from './period-sources';

/**
 * The top of an analysis tab: its title (and the print header, hidden on screen), `Simulação`
 * beside it when the period shown (or its DRE) comes from a RISEMA simulation, a line under it,
 * the note saying where the period's figures come from when they are not all real (the DRE of
 * a simulation, a balance sheet from no file), the tab's own buttons (`actions`: Exportar
 * Excel) and a button that opens the browser's print dialog (A4, see PrintStyles).
 * `showSource` false: the tab is not about one period (Comparativo).
 */
export function TabHeader({
  companyId,
  period,
  title,
  subtitle,
  actions,
  showSource = true,
}: {
  companyId: string;
  period: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  showSource?: boolean;
}) {
  const found = usePeriodSource(period);
  const source = showSource ? found : null;
  return (
    <>
      <PrintHeader
        companyId={companyId}
        period={period}
        title={title}
        mark={source?.mark ?? null}
      />
      <Flex align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="2" wrap="wrap" flex="1" minWidth="12rem">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
            {title}
          </Heading>
          {source?.mark ? (
            <Badge colorPalette="purple" size="md" data-testid="tab-simulation-mark">
              {source.mark}
            </Badge>
          ) : null}
        </Flex>
        {actions}
        <Button
          variant="outline"
          size="sm"
          className="no-print"
          onClick={() => {
            window.print();
          }}
        >
          <Printer aria-hidden /> Imprimir
        </Button>
      </Flex>
      {subtitle ? <Box color="fg.muted">{subtitle}</Box> : null}
      {source?.note ? (
        <Box
          as="p"
          role="note"
          fontSize="sm"
          borderWidth="1px"
          borderColor="purple.300"
          bg="purple.50"
          color="purple.900"
          rounded="md"
          p="3"
          data-testid="period-source-note"
        >
          {source.note}
        </Box>
      ) : null}
    </>
  );
}
