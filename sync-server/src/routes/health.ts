import { endpoints } from '@risema/finance-core/contract';
import { Hono } from 'hono';
import type { AppEnv, AppServices } from '../context';
import { ResourceRouter } from './define';

/** Liveness: no session, no database. */
export function healthRoutes(services: AppServices) {
  return new ResourceRouter('/api/health', new Hono<AppEnv>(), services).handle(
    endpoints.health,
    () => ({ body: { status: 'ok' as const } }),
  );
}
