export interface ToolSettings {
  PORT: number | null;
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SITE_DEV_BACKEND: { url: string } | null;
  CHROME_PATH: string;
  E2E_PORT: number;
  E2E_WORKERS: number;
  E2E_SKIP_BUILD: boolean;
  BENCH_PORT: number | null;
  BENCH_DATABASE_URL: string;
  TEST_DATABASE_URL: string;
  TEST_REDIS_URL: string;
  TEST_TMPDIR: string;
}
export const TOOL_SETTINGS: Record<keyof ToolSettings, { description: string }>;
export function readToolSettings(env?: Record<string, string | undefined>): Readonly<ToolSettings>;
export function toolSettings(): Readonly<ToolSettings>;
export function devBasePort(): number | undefined;
export function childEnv(extra?: Record<string, string | undefined>): Record<string, string | undefined>;
export function testTmpdir(): string;
