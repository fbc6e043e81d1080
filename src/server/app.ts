import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { authGuard } from './auth/guard';
import { createReadCaches } from './cache/read-caches';
import { installErrorHandler } from './http/error-handler';
import { installNulCharacterCheck } from './http/nul-characters';
import { responseSerializer } from './http/response-serializer';
import { installSecurityHeaders } from './http/security-headers';
import { maxFileSizeBytes, maxFilesPerUpload } from '@shared/document-upload';
import { aiModelRoutes } from './modules/ai-model/routes';
import { activityRoutes } from './modules/activities/routes';
import { analysisRoutes } from './modules/analysis/routes';
import { analystRoutes } from './modules/analyst/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { documentRoutes } from './modules/documents/routes';
import { healthRoutes } from './modules/health/routes';
import { investmentRoutes } from './modules/investments/routes';
import { metricsRoutes } from './modules/metrics/routes';
import { noteRoutes } from './modules/notes/routes';
import { researchRoutes } from './modules/research/routes';
import { ssoRoutes } from './modules/sso/routes';
import { teamRoutes } from './modules/team/routes';
import { userRoutes } from './modules/user/routes';

/** Builds the whole HTTP app from its dependencies; no globals, so each test builds its own. */
export async function buildApp(options: Omit<AppDeps, 'caches'>): Promise<FastifyInstance> {
  const deps: AppDeps = { ...options, caches: createReadCaches() };
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  installErrorHandler(app);
  installNulCharacterCheck(app);

  // Security headers first so every reply, errors included, carries them. Vite's build inlines no
  // scripts, so the default CSP holds; inline styles come from Radix positioning.
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'blob:'] },
    },
  });
  await app.register(cookie);
  // One byte over the limit is read so an oversized file is told apart from one exactly at it.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxFileSizeBytes + 1, files: maxFilesPerUpload, fields: 100, fieldSize: 64 * 1024 },
  });
  // The OpenAPI document reads every route's zod schema, so it must be registered before the routes.
  await app.register(swagger, {
    openapi: { info: { title: 'Allocator API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authGuard, {
    db: deps.db,
    clock: deps.clock,
    policy: deps.sessionPolicy,
    caches: deps.caches,
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, deps);
      await api.register(ssoRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(teamRoutes, deps);
      await api.register(aiModelRoutes, deps);
      await api.register(investmentRoutes, deps);
      await api.register(noteRoutes, deps);
      await api.register(activityRoutes, deps);
      await api.register(metricsRoutes, deps);
      await api.register(documentRoutes, deps);
      await api.register(analystRoutes, deps);
      await api.register(analysisRoutes, deps);
      await api.register(healthRoutes, deps);
      await api.register(researchRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(auditRoutes, deps);
    },
    { prefix: '/api' },
  );

  const clientDir = deps.clientDir;
  const indexHtml = clientDir ? join(clientDir, 'index.html') : undefined;
  if (clientDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      request.method !== 'GET' ||
      !indexHtml ||
      !existsSync(indexHtml)
    ) {
      return reply.code(404).send({ message: `Route ${request.method} ${path} not found` });
    }
    // Client-side routes (SPEC 2) all load the single-page app, which shows its own 404 page.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
