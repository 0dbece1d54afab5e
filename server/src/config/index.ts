// The configuration room's one entrance (docs/server.md).
export { readConfig, registry, type AuthSettings, type Environment, type ServerConfig } from './readConfig';
export type { TrustProxy } from './parsers';
