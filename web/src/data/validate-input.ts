import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Parses `value` with a contract schema; a failure becomes an `invalid-input` ApiError carrying
 * the first issue's Portuguese message (the contract's texts).
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError(parsed.error.issues[0]?.message ?? 'Pedido inválido', 0, 'invalid-input');
}
