// The trust test's path: other packages link to it through this, never through a literal
// (docs/releases.md, "What a remote declares").
export const quizPaths = {
  trustTest: '/ai-trust-test',
} as const;
