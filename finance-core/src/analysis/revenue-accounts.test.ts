import { describe, expect, it } from 'vitest';
import type { DetailedAccount } from '../contract';
import { revenueAccounts } from './revenue-accounts';

const line = (code: string, description: string): DetailedAccount => ({
  code,
  description,
  amount: 1,
  values: { '2025': 1 },
});

describe('revenueAccounts', () => {
  it('keeps the 71 and 72 lines in order and nothing else', () => {
    const statement = [
      line('711', 'Vendas de mercadorias'),
      line('71', 'Vendas'),
      line('72', 'Prestações de serviços'),
      line('75', 'Subsídios à exploração'),
      line('', 'Resultado líquido do período'),
      line('7', 'Rendimentos'),
      line('6172', 'Not revenue'),
    ];
    expect(revenueAccounts(statement).map((a) => a.code)).toEqual(['711', '71', '72']);
  });
});
