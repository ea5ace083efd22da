import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { LoginLimiter } from './auth/login-limiter';
import type { AppEnv, AppServices } from './context';
import { strictTransportSecurity, TrustedProxies } from './http/request-origin';
import { errorHandler, notFound } from './middleware/errors';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import type { ReaderPool } from './readers/reader-pool';
import type { Repositories } from './repositories';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { companyRoutes } from './routes/companies';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { licenseRoutes } from './routes/licenses';
import { periodRoutes } from './routes/periods';
import { syncRoutes } from './routes/sync';
import { userRoutes } from './routes/users';

export interface AppOptions {
  repositories: Repositories;
  /** Where request and error lines go. */
  log: (line: string) => void;
  /** The built web app; not served when absent or missing. */
  webDistDir?: string | null;
  loginLimiter?: LoginLimiter;
  /** The pool that reads uploaded files (the caller closes it). */
  readers: ReaderPool;
  /** TRUST_PROXY's proxies (none by default). */
  trustedProxies?: TrustedProxies;
}

/** Builds the Hono app (it does not listen: main.ts does). */
export function createApp(options: AppOptions): Hono<AppEnv> {
  // Validation messages the contract does not set itself come out in Portuguese.
  z.config(z.locales.pt());
  const services: AppServices = {
    repositories: options.repositories,
    log: options.log,
    readers: options.readers,
    trustedProxies: options.trustedProxies ?? new TrustedProxies(),
  };
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    requestLog(options.log),
    securityHeaders(),
    strictTransportSecurity(services.trustedProxies),
  );

  const routers = [
    healthRoutes(services),
    authRoutes(
      services,
      options.loginLimiter ?? new LoginLimiter(options.repositories.loginAttempts),
    ),
    licenseRoutes(services),
    userRoutes(services),
    companyRoutes(services),
    periodRoutes(services),
    documentRoutes(services),
    adminRoutes(services),
    syncRoutes(services),
  ];
  for (const { prefix, router } of routers) app.route(prefix, router);
  app.all('/api/*', notFound);

  if (options.webDistDir && existsSync(options.webDistDir)) {
    app.use('*', staticFiles(options.webDistDir));
  }
  app.notFound(notFound);
  app.onError(errorHandler(options.log));
  return app;
}
