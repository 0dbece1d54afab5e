// The trust test's public address (mfe-quiz owns the page): the quiz remote and every package that
// links to it use it, never a literal (docs/rollouts.md, "Public addresses").
export const quizPaths = {
  trustTest: '/ai-trust-test',
} as const;
