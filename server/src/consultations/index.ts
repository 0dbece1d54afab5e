// The consultations room (docs/product.md §7): paying for a consultation, simulated or on Stripe,
// and whether a session was paid. Its one entrance (docs/server.md).
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { loadCatalogue, registerConsultationPayment } from './consultationPayment';

export interface ConsultationsOptions {
  config: Pick<ServerConfig, 'payments'> & { http: Pick<ServerConfig['http'], 'siteOrigin'> };
}

export const consultationsPlugin = fp<ConsultationsOptions>(
  async (app, { config }) => {
    registerConsultationPayment(app, {
      catalogue: loadCatalogue(),
      siteOrigin: config.http.siteOrigin,
      stripeSecretKey: config.payments.stripeSecretKey,
      simulationSecret: config.payments.simulationSecret,
    });
  },
  { name: 'consultations', dependencies: ['platform'] },
);
