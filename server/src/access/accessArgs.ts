// The words of `npm run access` (docs/console.md): `list`, or `grant|revoke <email> <role>`, and
// nothing more. A word too many is refused, not dropped: `grant a@x team:shop team:quiz` once
// granted team:shop alone and said nothing of team:quiz.
export type AccessArgs =
  | { kind: 'list' }
  | { kind: 'change'; verb: 'grant' | 'revoke'; email: string; role: string }
  | { kind: 'usage'; problem: string | null };

export function accessArgs(words: readonly string[]): AccessArgs {
  const [verb, email, role, ...extra] = words;
  if (verb === '--help' || verb === '-h') return { kind: 'usage', problem: null };
  if (verb === 'list') {
    return words.length === 1
      ? { kind: 'list' }
      : { kind: 'usage', problem: `list takes nothing more (got "${words[1]}").` };
  }
  if (verb !== 'grant' && verb !== 'revoke') {
    return { kind: 'usage', problem: verb ? `"${verb}" is not grant, revoke or list.` : null };
  }
  if (!email || !role) return { kind: 'usage', problem: `${verb} needs an email and a role.` };
  if (extra.length) {
    return {
      kind: 'usage',
      problem: `${verb} takes one email and one role; "${extra.join(' ')}" is more than that (${verb} each role on its own). Nothing changed.`,
    };
  }
  return { kind: 'change', verb, email, role };
}
