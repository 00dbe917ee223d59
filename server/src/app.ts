import { icalRoutes } from './modules/channels';
import 'reflect-metadata';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { Express } from 'express';
import { DataSource } from 'typeorm';
import { serveClient, siteConfig } from './client-app';
import { AnonymousQuery } from './client-pages/route-data';
import { AppConfig } from './config';
import { forwardedForWarning } from './forwarded-for-warning';
import { createApolloServer } from './graphql/apollo';
import { buildContext } from './graphql/context';
import { resolverInstances } from './graphql/schema';
import { simulatorRoutes } from './modules/billing';
import { googleLinksRoutes } from './modules/google-links';
import { optOutRoutes } from './modules/messages';
import { graphqlUploads } from './graphql/uploads';
import { requestContext, requestIdOf } from './request-context';
import { apiRouter } from './rest/api-router';
import { clientAddressOf } from './rest/client-address';
import { requestLanguage } from './shared/request-language';
import { bearerToken } from './rest/require-admin';
import { signInCookies } from './rest/sign-in-cookies';
import { pagePolicy, securityHeaders } from './security-headers';
import { seoRoutes } from './seo.routes';
import { Services } from './services';
import { Logger } from './shared/logger';

export interface HotelApp {
  app: Express;
  /**
   * Stops the GraphQL server and the outbox worker (its sends in flight finish); the caller
   * closes the HTTP server and the database.
   */
  stop(): Promise<void>;
}

/**
 * Builds the whole HTTP surface without listening, so tests can start it on any port, and starts
 * the outbox worker that sends what it queues.
 */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  services: Services,
  logger: Logger,
): Promise<HotelApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContext(logger));
  app.use(forwardedForWarning(config.trustProxy, logger));
  app.use(compression());
  const security = {
    publicBaseUrl: config.publicBaseUrl,
    razorpay: services.paymentProvider.name === 'razorpay',
    contactFormAction: config.contactFormAction,
  };
  app.use(securityHeaders(security));

  app.get('/healthz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use(
    '/uploads',
    express.static(config.uploadsDir, { index: false, dotfiles: 'deny', immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(simulatorRoutes(services.paymentProvider).assets);
  app.use('/api', apiRouter(services, logger));

  const apollo = await createApolloServer(logger, config.nodeEnv === 'production');
  const graphqlApp = { adminAuth: services.adminAuth, resolvers: resolverInstances(services) };
  await apollo.start();
  app.use(
    '/graphql',
    graphqlUploads(services.adminAuth),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        buildContext(
          graphqlApp,
          bearerToken(req),
          requestIdOf(res),
          clientAddressOf(req),
          signInCookies(req, res),
          requestLanguage(req.header('accept-language')),
        ),
    }),
  );

  app.use(seoRoutes({ rooms: services.rooms }, config.publicBaseUrl));
  // The hotel's calendars for the OTAs: the token in the address is the secret.
  app.use(icalRoutes(services.icalExports));
  app.use(googleLinksRoutes({ googleFeeds: services.googleFeeds }, logger));
  app.use(
    optOutRoutes({
      messagingConsent: services.messagingConsent,
      messagingLinks: services.messagingLinks,
      hotel: async () => {
        const profile = await services.hotelProfile.get();
        return { name: profile.name, phone: profile.frontDeskPhone };
      },
    }),
  );
  // The data a page embeds is what the public API answers an anonymous visitor (no admin token).
  const anonymousQuery: AnonymousQuery = async (query, variables, { ip, requestId, language }) => {
    const contextValue = await buildContext(graphqlApp, undefined, requestId, ip, undefined, language);
    const { body } = await apollo.executeOperation({ query, variables }, { contextValue });
    return body.kind === 'single' ? body.singleResult : { errors: ['incremental answer'] };
  };
  serveClient(app, config.clientDistDir, {
    config: siteConfig(config, services.paymentProvider),
    policy: pagePolicy(security),
    anonymousQuery,
    hotelProfile: () => services.hotelProfile.shown(),
    logError: (message, error) => logger.error({ err: error }, message),
  });
  services.outbox.start();
  return {
    app,
    async stop() {
      await Promise.all([apollo.stop(), services.outbox.stop()]);
    },
  };
}
