import { messages } from '@risema/finance-core/contract';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../errors';
import { jsonResponse } from '../http/json-response';
import { SECURITY_HEADERS, markSecured } from './security-headers';

/** A `{ message }` answer. */
function messageResponse(message: string, status: ContentfulStatusCode): Response {
  return jsonResponse(JSON.stringify({ message }), status, 'fixed');
}

/**
 * Errors answered as `{ message }`: an ApiError with its own status and Portuguese message; any
 * other error as 500 with a generic message, logged with its stack (never the request body).
 */
export function errorHandler(log: (line: string) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError && error.headers) {
      const headers = { 'Content-Type': 'application/json', ...SECURITY_HEADERS, ...error.headers };
      const body = JSON.stringify({ message: error.message });
      return markSecured(new Response(body, { status: error.status, headers }));
    }
    if (error instanceof ApiError) return messageResponse(error.message, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return messageResponse(messages.notFound, error.status);
    }
    log(`error ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return messageResponse(messages.internalError, 500);
  };
}

/** 404 as JSON for anything not routed. */
export function notFound(): Response {
  return messageResponse(messages.notFound, 404);
}
