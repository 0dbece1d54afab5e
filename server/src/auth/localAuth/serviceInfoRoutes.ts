// GET /health (for monitors: no key, no rate limit) and GET /settings (what supabase-js asks the
// service about itself). An encapsulated plugin: it only adds routes, under the parent's hooks.
import type { FastifyPluginAsync } from 'fastify';

export const serviceInfoRoutes: FastifyPluginAsync<{ confirmEmail: boolean }> = async (app, { confirmEmail }) => {
  app.get('/health', { config: { rateLimit: false } }, async () => ({
    version: 'local',
    name: 'local-auth',
    description: 'Local development stand-in for Supabase Auth',
  }));

  app.get('/settings', async () => ({
    external: { email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: !confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
  }));
};
