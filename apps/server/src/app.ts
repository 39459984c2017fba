import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { createAdapters, type Adapters } from './adapters/registry';
import type { Database } from './db/schema';
import { loggerOptions } from './lib/logger';
import cookie from '@fastify/cookie';
import { systemClock, type Clock } from './lib/clock';
import type { ModuleDeps } from './module-deps';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authAssetRoutes } from './modules/auth-pages/auth-assets.routes';
import { interactionRoutes } from './modules/auth-pages/interaction.routes';
import { passwordRoutes } from './modules/auth-pages/password.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { credentialsRoutes } from './modules/credentials/credentials.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { malpracticeRoutes } from './modules/malpractice/malpractice.routes';
import { seedDemoReceivedShare } from './modules/console/demo-received-share.seed';
import { seedDemoDocuments } from './modules/documents/documents.seed';
import { startUploadSweep } from './modules/documents/upload-sweep';
import { createObjectStorage } from './lib/storage';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { resumeParserRoutes } from './modules/resume-parser/resume-parser.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { networkRoutes } from './modules/network/network.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createProvider } from './modules/oidc/oidc.provider';
import { oidcRoutes } from './modules/oidc/oidc.routes';
import { loadServerSecrets, type KeyProvider } from './modules/secrets/secrets.service';
import { resealSensitiveValues, type ResealResult } from './modules/self-attested/reseal.service';
import { resealSigningKeys } from './modules/issuer/reseal';
import { rewrapFileKeys } from './modules/documents/reseal';
import { moveSignedPdfsToStorage, rewrapSignedPdfKeys } from './modules/documents/signed-pdfs';
import { selfAttestedRoutes } from './modules/self-attested/self-attested.routes';
import { mobileVerificationRoutes } from './modules/mobile-verification/mobile-verification.routes';
import { identityVerificationRoutes } from './modules/identity-verification/identity-verification.routes';
import { createAccessTokenVerifier } from './modules/session/access-token';
import { samlRoutes } from './modules/saml/saml.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { workHistoryRoutes } from './modules/work-history/work-history.routes';
import { affiliationsRoutes } from './modules/affiliations/affiliations.routes';
import { hospitalsRoutes } from './modules/hospitals/hospitals.routes';
import { educationRoutes } from './modules/education/education.routes';
import { boardCertsRoutes } from './modules/board-certs/board-certs.routes';
import { referencesRoutes } from './modules/references/references.routes';
import { workVerificationRoutes } from './modules/work-verification/work-verification.routes';
import { exclusionsRoutes } from './modules/exclusions/exclusions.routes';
import { claimsRoutes } from './modules/account-claims/claims.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { usersRoutes } from './modules/users/users.routes';
import { verificationsRoutes } from './modules/verifications/verifications.routes';
import { issuerRoutes } from './modules/issuer/issuer.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { oid4vcRoutes } from './modules/oid4vc/oid4vc.routes';
import { consoleRoutes } from './modules/console/console.routes';
import { consoleReceivedRoutes } from './modules/console/console-received.routes';
import { consoleRequirementsRoutes } from './modules/console/requirements/requirements.routes';
import { consoleMonitoringRoutes } from './modules/console/console-monitoring.routes';
import { consoleSettingsRoutes } from './modules/console/settings/settings.routes';
import { runMonitoringPass, startMonitoring } from './modules/verifications/monitoring';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextCharacters } from './plugins/text-characters';
import { registerWebsocket } from './plugins/websocket';

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  /** Tests pass their own clock to move time (expiry, rate-limit windows). */
  clock?: Clock;
  mailer?: Mailer;
  /** External sources; any not given is built from the config (tests inject failing or stub-backed ones). */
  adapters?: Partial<Adapters>;
  /** Production's source of secrets besides environment variables (a KMS, a vault); decision 025. */
  keyProvider?: KeyProvider;
}

/** Every feature module, in one explicit list. */
const modules = [
  healthRoutes,
  sessionRoutes,
  accountsRoutes,
  selfAttestedRoutes,
  mobileVerificationRoutes,
  identityVerificationRoutes,
  consentRoutes,
  tasksRoutes,
  jobsRoutes,
  walletRoutes,
  oidcRoutes,
  authAssetRoutes,
  interactionRoutes,
  samlRoutes,
  networkRoutes,
  passwordRoutes,
  usersRoutes,
  claimsRoutes,
  subscriptionsRoutes,
  notificationsRoutes,
  lookupsRoutes,
  resumeParserRoutes,
  workHistoryRoutes,
  affiliationsRoutes,
  hospitalsRoutes,
  educationRoutes,
  boardCertsRoutes,
  referencesRoutes,
  workVerificationRoutes,
  verificationsRoutes,
  exclusionsRoutes,
  credentialsRoutes,
  documentsRoutes,
  malpracticeRoutes,
  issuerRoutes,
  sharingRoutes,
  consoleRoutes,
  consoleReceivedRoutes,
  consoleRequirementsRoutes,
  consoleMonitoringRoutes,
  consoleSettingsRoutes,
  oid4vcRoutes,
];

/** Builds the whole application without listening, so tests drive it through inject(). */
export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_000_000,
    trustProxy: false,
    frameworkErrors,
    clientErrorHandler,
  });
  // The route list feeds the OpenAPI check and the generated security tests.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeList', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, answers in flight close their connection so keep-alive sockets do not hold the exit,
  // and readiness (GET /api/ready) says so, so the load balancer stops sending new requests.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.decorate('isDraining', () => closing);
  app.decorate('beginDraining', () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // Before any route, so every route's requests are counted.
  const metrics = registerMetrics(app, {
    db: deps.db,
    allowedNetworks: deps.config.METRICS_ALLOWED_NETWORKS,
    token: deps.config.METRICS_TOKEN,
  });

  const clock = deps.clock ?? systemClock;
  const secrets = await loadServerSecrets({
    db: deps.db,
    config: deps.config,
    ...(deps.keyProvider ? { keyProvider: deps.keyProvider } : {}),
    warn: (message) => app.log.warn(message),
  });
  app.decorate('resealSensitiveValues', async () => {
    const sealing = { db: deps.db, dataKeys: secrets.dataKeys };
    const values = await resealSensitiveValues(sealing);
    return {
      ...values,
      signing_keys: await resealSigningKeys(sealing),
      file_keys: (await rewrapFileKeys(sealing)) + (await rewrapSignedPdfKeys(sealing)),
      signed_pdfs_moved: await moveSignedPdfsToStorage({ ...sealing, storage: moduleDeps.storage! }),
    };
  });
  const provider = createProvider({ config: deps.config, db: deps.db, clock, secrets });
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'sign-in provider error'));
  const moduleDeps: ModuleDeps = {
    ...deps,
    clock,
    secrets,
    provider,
    mailer: deps.mailer ?? createMailer({ config: deps.config, db: deps.db }),
    adapters: createAdapters(deps.config, deps.adapters),
    storage: deps.storage ?? createObjectStorage(deps.config),
  };
  app.decorate('seedDemoDocuments', () =>
    seedDemoDocuments({
      db: deps.db,
      clock,
      storage: moduleDeps.storage!,
      dataKeys: secrets.dataKeys,
      linkKey: secrets.derive('document-link'),
    }),
  );
  app.decorate('seedDemoReceivedShare', () =>
    seedDemoReceivedShare({
      db: deps.db,
      clock,
      config: deps.config,
      secrets,
      storage: moduleDeps.storage!,
      dataKeys: secrets.dataKeys,
      linkKey: secrets.derive('document-link'),
    }),
  );

  const onMonitoringError = (err: unknown) => app.log.error({ err }, 'verification monitoring failed');
  app.decorate('runMonitoringPass', () => runMonitoringPass({ ...moduleDeps, onError: onMonitoringError }));
  let stopMonitoring: (() => Promise<void>) | undefined;
  // Waits for the job or pass in progress: a shutdown finishes it within SHUTDOWN_GRACE_MS (server.ts).
  app.addHook('preClose', async () => stopMonitoring?.());
  let stopUploadSweep: (() => Promise<void>) | undefined;
  app.addHook('preClose', async () => stopUploadSweep?.());
  app.decorate('startMonitoring', () => {
    if (deps.config.VERIFICATION_JOB_INTERVAL_MS === 0 || stopMonitoring) return;
    // Uploads left 'uploading' by a killed process go, at start and every 15 minutes (decision 063).
    stopUploadSweep = startUploadSweep({
      db: deps.db,
      clock,
      storage: moduleDeps.storage!,
      onError: (err) => app.log.error({ err }, 'abandoned-upload sweep failed'),
    });
    stopMonitoring = startMonitoring(
      { ...moduleDeps, onError: onMonitoringError, onPassDone: metrics.observeMonitoringPass },
      {
        jobIntervalMs: deps.config.VERIFICATION_JOB_INTERVAL_MS,
        passIntervalMs: deps.config.MONITORING_INTERVAL_MS,
      },
    );
  });

  registerErrorHandler(app);
  registerTextCharacters(app);
  await app.register(cookie);
  await registerSecurityHeaders(app);
  // Before any route: the plugin hooks into each route as it is added.
  await registerCompression(app);
  await registerOpenApi(app);
  registerAuth(app, {
    db: deps.db,
    clock,
    xsrfKey: secrets.xsrfKey,
    verifyAccessToken: createAccessTokenVerifier({ config: deps.config, clock, keys: secrets.jwks.keys }),
    networkConnection: deps.config.NETWORK_CONNECTION,
  });
  await registerWebsocket(app);
  for (const module of modules) await app.register(module, moduleDeps);
  await registerStaticWeb(app, deps.config.WEB_DIST);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteOptions[];
    /** The re-seal job (decision 025): server.ts runs it at each start. */
    resealSensitiveValues(): Promise<
      ResealResult & { signing_keys: number; file_keys: number; signed_pdfs_moved: number }
    >;
    /** One verification monitoring pass (`npm run monitoring`). */
    runMonitoringPass(): ReturnType<typeof runMonitoringPass>;
    /** Starts the in-process verification scheduler (server.ts), stopped when the app closes. */
    startMonitoring(): void;
    /** True once the app drains or closes: readiness answers 503 (GET /api/ready). */
    isDraining(): boolean;
    /** Readiness turns false while requests are still served, so a load balancer moves away first (server.ts). */
    beginDraining(): void;
    /** The demo clinician's documents (SEED_DEMO; server.ts after seedDemo): they need the storage and key. */
    seedDemoDocuments(): Promise<boolean>;
    /** Priya Raman's BLS card, consent signatures and share with Riverside (SEED_DEMO; after the above). */
    seedDemoReceivedShare(): Promise<boolean>;
  }
}
