import { Hono } from 'hono';
import type { AppEnv, AppServices } from '../context';
import { ResourceRouter } from './define';

/** Workbook uploads and their confirmation (waits for the finance-core reader). */
export function documentRoutes(services: AppServices) {
  return new ResourceRouter('/api/documents', new Hono<AppEnv>(), services);
}
