import { messages } from '@risema/finance-core/contract';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../errors';

/**
 * Errors answered as `{ message }`: an ApiError with its own status and Portuguese message; any
 * other error as 500 with a generic message, logged with its stack (never the request body).
 */
export function errorHandler(log: (line: string) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return c.json({ message: error.message }, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: messages.notFound }, error.status);
    }
    log(`error ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ message: messages.internalError }, 500);
  };
}

/** 404 as JSON for anything not routed. */
export function notFound(c: Context) {
  return c.json({ message: messages.notFound }, 404);
}
