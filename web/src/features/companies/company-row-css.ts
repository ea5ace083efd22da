import { useRecipe } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { useMemo } from 'react';

/**
 * The look of the Empresas list's rows, set once on the list: the rows are plain elements with
 * these class names, so a reload does not resolve, hash and insert the styles of each row's
 * dozen Chakra components (docs/design.md decision 24). The buttons and badges take the styles
 * of Chakra's own Button and Badge recipes, read from the theme, so they look the same.
 */
export function useCompanyRowCss(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  const badge = useRecipe({ key: 'badge' });
  return useMemo(
    () => ({
      '& .company-row': { borderWidth: '1px', rounded: 'lg', p: '4', bg: 'bg' },
      '& .company-row-main': {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'start',
        gap: '3',
        flexWrap: 'wrap',
      },
      '& .company-row-text': { minWidth: '0', flex: '1 1 16rem' },
      '& .company-row-line': {
        display: 'flex',
        flexDirection: 'row',
        alignItems: 'center',
        gap: '2',
        flexWrap: 'wrap',
      },
      '& .company-row-name': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
      '& .company-row-muted': { fontSize: 'sm', color: 'fg.muted' },
      '& .company-row-first': { mt: '1' },
      // colorPalette is a style prop beside the recipe, as on Chakra's own components.
      '& .company-badge': { ...badge({}), colorPalette: 'gray' },
      '& .company-badge[data-palette="green"]': { colorPalette: 'green' },
      '& .company-button[data-look="outline"]': button({ size: 'sm', variant: 'outline' }),
      '& .company-button[data-palette="red"]': { colorPalette: 'red' },
      '& .company-button[data-look="solid"]': {
        ...button({ size: 'sm', variant: 'solid' }),
        colorPalette: 'brand',
      },
    }),
    [button, badge],
  );
}
