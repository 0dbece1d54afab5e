// A release's release-contract.json (docs/releases.md): what a remote's release exposes, needs of the
// shell's shared modules and declares of itself (its manifest), and what the shell's release
// provides. The build writes it (webpack/config/releaseContractPlugin.js); the server reads it from a
// release folder, so it is checked as untrusted data.
import * as v from 'valibot';
import { ReleasedManifestSchema } from './manifest';
import { parseOrThrow } from './parse';
import { RemoteNameSchema } from './sections';

const RemoteContractSchema = v.pipe(
  v.object({
    schema: v.literal(2),
    kind: v.literal('remote'),
    remote: RemoteNameSchema,
    exposes: v.array(v.string()),
    /** The shared modules it takes from the shell, with the version range it was built against. */
    needs: v.record(v.string(), v.string()),
    manifest: ReleasedManifestSchema,
  }),
  v.check((contract) => contract.manifest.name === contract.remote, 'its manifest names another remote'),
);

const ShellContractSchema = v.object({
  schema: v.literal(1),
  kind: v.literal('shell'),
  /** The shared modules it provides, with their versions. */
  provides: v.record(v.string(), v.string()),
});

export type RemoteContract = v.InferOutput<typeof RemoteContractSchema>;
export type ShellContract = v.InferOutput<typeof ShellContractSchema>;

/**
 * A release made before remotes declared a manifest (schema 1: label, routes and page lists at the
 * top level) reads as the same declaration in today's form.
 */
function upgraded(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || (data as { schema?: unknown }).schema !== 1) return data;
  const old = data as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  return {
    schema: 2,
    kind: old.kind,
    remote: old.remote,
    exposes: old.exposes,
    needs: old.needs,
    manifest: {
      name: old.remote,
      label: old.label,
      routes: old.routes,
      pages: [
        ...list(old.pages).map((path) => ({ path })),
        ...list(old.unlistedPages).map((path) => ({ path: String(path).split('?')[0], sitemap: false })),
      ],
      protected: list(old.protectedPages),
    },
  };
}

/** A remote's release-contract.json, checked. */
export const parseRemoteContract = (data: unknown, what = 'release-contract.json') =>
  parseOrThrow(RemoteContractSchema, upgraded(data), what);

/** The shell's release-contract.json: the shared packages and versions it provides. */
export const parseShellContract = (data: unknown, what = "the shell's release-contract.json") =>
  parseOrThrow(ShellContractSchema, data, what);
