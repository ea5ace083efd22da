// The tie-out checks kept with a period, in Chromium against the real server: a workbook that
// does not tie out is uploaded and confirmed through the API; the manager's company view shows
// its warning above the tab; once a sample that ties out is the newest period, none shows.
import { buildWorkbook } from '@risema/finance-core/testing';
import { describe, expect, it } from 'vitest';
import { TIE_OUTS_TITLE } from '../src/features/company/shell/period-tie-outs';
import { useWorld } from './world';

const world = useWorld({
  office: { company: { name: 'Empresa Exemplo, Lda', taxId: '509442013' } },
});

/** A balance sheet whose assets (1 000 €) differ from equity and liabilities (800 €). */
const unbalanced = buildWorkbook([
  {
    name: 'Balanço',
    headerBlock: ['Empresa Exemplo, Lda', 'NIF: 509442013', 'Período: Dezembro 2024'],
    header: ['Código', 'Descrição', '2024', '2023'],
    rows: [
      ['11', 'Caixa e depósitos bancários', 1_000, 900],
      [null, 'Total do ativo', 1_000, 900],
      ['51', 'Capital subscrito', 500, 500],
      [null, 'Total do capital próprio', 500, 500],
      ['22', 'Fornecedores', 300, 400],
      [null, 'Total do passivo', 300, 400],
      [null, 'Total do capital próprio e do passivo', 800, 900],
    ],
  },
]);

async function openCompanyAsManager() {
  const page = await world.page({
    width: 375,
    height: 800,
    as: world.office.manager,
    at: `/company/${world.office.company.id}`,
  });
  await page.getByRole('tab', { name: 'Balanço' }).waitFor();
  return { context: page.context(), page };
}

describe('tie-out checks kept with the period (issue 7)', () => {
  it("the selected period's warning shows above the tab; a period that ties out has none", async () => {
    await world.uploadAndConfirm(
      world.office,
      { fileName: 'rascunho-2024-12.xlsx', bytes: unbalanced },
      { period: '2024-12' },
    );
    const first = await openCompanyAsManager();
    await first.page.getByText(TIE_OUTS_TITLE).waitFor();
    expect(await first.page.getByText('O balanço não bate certo').count()).toBe(1);
    await first.context.close();

    await world.uploadAndConfirm(world.office, 'myreport-padaria-lusitana-2025-12.xlsx', {
      period: '2025-12',
    });
    const second = await openCompanyAsManager();
    const selector = second.page.getByLabel('Período');
    await selector.waitFor();
    expect(await selector.inputValue()).toBe('2025-12');
    await second.page.getByTestId('dashboard').waitFor();
    expect(await second.page.getByText(TIE_OUTS_TITLE).count()).toBe(0);
    // Choosing the period that does not tie out shows its warning again.
    await selector.selectOption('2024-12');
    await second.page.getByText(TIE_OUTS_TITLE).waitFor();
    await second.context.close();
  }, 120_000);
});
