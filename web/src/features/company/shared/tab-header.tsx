import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { PrintHeader } from '../print/print-header';

/**
 * The top of an analysis tab: its title (and the print header, hidden on screen), a line under
 * it, the tab's own buttons (`actions`: Exportar Excel) and a button that opens the browser's
 * print dialog (A4, see PrintStyles).
 */
export function TabHeader({
  companyId,
  period,
  title,
  subtitle,
  actions,
}: {
  companyId: string;
  period: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <PrintHeader companyId={companyId} period={period} title={title} />
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} flex="1" minWidth="12rem">
          {title}
        </Heading>
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
      {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
    </>
  );
}
