// `npm run dev` (scripts/dev.mjs): the server's development backend next to the webpack dev servers,
// built by the same buildApp as the production server (app.ts): the local auth service, the /api
// routes, and what the production server gives the page (/remotes.json and the page with its
// settings, pages/devPages.ts). The shell's dev server forwards these here (docs/working.md,
// "Development").
import { buildApp } from './app';
import { readConfig, type Environment } from './config';

export interface DevBackend {
  /** Where the shell's dev server sends /api, /remotes.json and its page. */
  url: string;
  description: string;
  close: () => Promise<void>;
}

export async function startDevBackend(env?: Environment): Promise<DevBackend> {
  const site = await buildApp(readConfig(env), { mode: 'development' });
  const urls = await site.listen();
  return { url: urls.shell ?? '', description: site.description.join('; '), close: site.close };
}
