import { messages } from '@risema/finance-core/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../errors';

/** Largest JSON body accepted. */
export const MAX_JSON_BYTES = 100 * 1024;

/**
 * Validates with a contract schema; the first issue's Portuguese message becomes a 400.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(400, result.error.issues[0]?.message ?? messages.invalidJson);
}

/** The request's JSON body (an empty body reads as `{}`); malformed JSON is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, messages.invalidJson);
  }
}
