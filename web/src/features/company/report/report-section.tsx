import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section of the management report: its own sheet on screen, from a new page on paper. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `report-${id}`;
  return (
    <Stack
      as="section"
      gap="5"
      className="report-sheet report-section"
      aria-labelledby={headingId}
      data-report-section={id}
    >
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
