// The SAF-T (PT) upload in Chromium against the real server (issue 13): the third card of the
// Upload tab, the file read streaming in the Web Worker, `Validar Período do Ficheiro` with one
// checkbox per month (one unchecked), the months stored by one confirmation, and the Dashboard of
// December showing the hand-worked figures of fixtures/saft-oficina-exemplo-2024.expected.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatEuros, formatPercent } from '@risema/finance-core/format';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './browser';
import { fixturesDir as fixtures, useWorld } from './world';

interface ExpectedMonth {
  key: string;
  balanceSheet: Record<string, number[]>;
}
const expected = JSON.parse(
  readFileSync(resolve(fixtures, 'saft-oficina-exemplo-2024.expected.json'), 'utf8'),
) as {
  company: string;
  nif: string;
  fiscalYear: number;
  periods: string[];
  months: Record<string, ExpectedMonth>;
};

/** The first (or only) line of that description in December's balance sheet. */
function december(description: string): number {
  const value = expected.months['2024-12']?.balanceSheet[description]?.[0];
  if (value === undefined) throw new Error(`${description} is not in the expected December`);
  return value;
}

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
].map((name) => `${name} 2024`);

const world = useWorld({ office: { company: { name: expected.company, taxId: expected.nif } } });

describe('a SAF-T (PT) upload through the dialog', () => {
  it('reads the .zip, stores the checked months in one confirmation, and December shows its figures', async () => {
    const page = await world.page({
      as: world.office.accountant,
      at: `/company/${world.office.company.id}`,
    });
    await page.getByRole('tablist').waitFor();

    const card = page.getByTestId('upload-card-saft');
    await card.getByRole('heading', { name: 'SAF-T (PT) — contabilidade' }).waitFor();
    expect(await card.innerText()).toContain('exportado do programa de contabilidade');
    expect(await card.innerText()).toContain('Formatos: .xml, .zip · Máximo: 100MB');

    await page
      .getByLabel('Ficheiro SAF-T (PT) — contabilidade')
      .setInputFiles(resolve(fixtures, 'saft-oficina-exemplo-2024.zip'));
    const dialog = page.getByRole('dialog', { name: 'Validar Período do Ficheiro' });
    // A read that never opens the dialog fails with what the card shows: its progress, or why
    // the file was refused. (A card stuck at 100 % was a late progress message overwriting the
    // dialog's stage: see withReadingProgress in features/company/upload/upload-stage.ts.)
    await dialog.waitFor().catch(async (error: unknown) => {
      throw new Error(`No dialog; the SAF-T card shows: ${await card.innerText()}`, {
        cause: error,
      });
    });
    const text = await dialog.innerText();
    expect(text).toContain('saft-oficina-exemplo-2024.zip');
    expect(text).toContain(expected.company);
    expect(text).toContain(expected.nif);
    expect(text).toContain(String(expected.fiscalYear));
    // Same NIF as the company: no warning.
    expect(text).not.toContain('difere do NIF');

    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBe(12);
    for (const label of MONTHS) {
      expect(await dialog.getByRole('checkbox', { name: label }).isChecked(), label).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByText('Junho 2024', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Junho 2024' }).isChecked()).toBe(false);

    await dialog.getByRole('button', { name: 'Confirmar e Gravar' }).click();
    await page.getByText('Dados gravados com sucesso para 11 períodos').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const stored = await world.storedPeriods(world.office);
    expect(stored.map((period) => period.period).sort()).toEqual(
      expected.periods.filter((period) => period !== '2024-06'),
    );
    expect(stored.every((period) => period.incomeStatementSource === 'saft')).toBe(true);

    // The Dashboard opens on the newest month stored: December, the whole year.
    await page
      .getByRole('tab', { name: 'Dashboard' })
      .and(page.locator('[aria-selected="true"]'))
      .waitFor();
    const panel = page.getByTestId('dashboard');
    await panel.waitFor();
    expect(await panel.locator('[data-detail="cash"] [data-value]').innerText()).toBe(
      formatEuros(december('Caixa e depósitos bancários')),
    );
    expect(await panel.locator('[data-gauge="financialAutonomy"] [data-value]').innerText()).toBe(
      formatPercent(december('Total do capital próprio') / december('Total do ativo')),
    );
  });
});
