// The platform room's one entrance (docs/server.md): what every origin has
// (headers, rate limits, request ids, compression, health) and how the process stops.
export { manifestAnswers, type ReadinessCheck } from './health';
export { addOriginHooks, createLogger, registerRateLimiter, type RateLimitRedis } from './originServer';
export { platformPlugin } from './platformPlugin';
export { createMailer, type Mail, type Mailer } from './mailer';
export { readCookie } from './cookies';
export { connectRedis } from './redis';
export { buildContentSecurityPolicy, inlineScriptHashes, originOf, registerSecurityHeaders } from './securityHeaders';
export { stopOnSignals } from './shutdown';
export { escapeAttribute } from './pageSender';
export { assertBuilt, createOrigin, serveBuild } from './staticSite';
/** @public An origin serving one build: the browser tests restart a remote with it, a bench serves its yardstick. */
export { createStaticSite } from './staticSite';
