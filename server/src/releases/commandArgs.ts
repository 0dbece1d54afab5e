// What each release command takes (docs/releases.md): its words after the remote and its flags.
// Anything else is refused with the command's usage before the registry is asked anything, so a
// word too many ('release:activate -- shop <id> 10', a share without --percent) moves nothing.
import { ROLLOUT_OPTIONS } from './rolloutFlags';

interface CommandShape {
  script: string;
  words: readonly string[];
  flags: readonly string[];
  usage: string;
}

const ROLLOUT_FLAGS = Object.keys(ROLLOUT_OPTIONS);

const COMMANDS: Record<string, CommandShape> = {
  publish: { script: 'release', words: [], flags: ['from', 'activate'], usage: '[--from DIR] [--activate]' },
  activate: {
    script: 'release:activate',
    words: ['<release id>'],
    flags: ['percent', ...ROLLOUT_FLAGS],
    usage: '<release id> [--percent N]',
  },
  rollout: { script: 'release:rollout', words: ['promote|abort'], flags: [], usage: 'promote|abort' },
  rollback: { script: 'release:rollback', words: [], flags: [], usage: '' },
  list: { script: 'release:list', words: [], flags: [], usage: '' },
  preview: { script: 'release:preview', words: ['<release id>'], flags: [], usage: '<release id>' },
  health: {
    script: 'release:health',
    words: [],
    flags: ['since', 'until', 'top', 'json'],
    usage: '[--since 1h] [--until <time>] [--top N] [--json]',
  },
};

/** Throws what the command takes when `positionals` (the remote first) or a flag do not fit it. */
export function checkCommandArgs(
  verb: string,
  positionals: readonly string[],
  values: Record<string, string | boolean | undefined>,
): void {
  const shape = COMMANDS[verb];
  if (!shape) throw new Error(`Unknown command "${verb}".`);
  const usage = `npm run ${shape.script} -- <remote>${shape.usage ? ` ${shape.usage}` : ''}`;
  const extra = positionals[1 + shape.words.length];
  if (extra !== undefined) throw new Error(`Unexpected "${extra}": ${usage}`);
  const given = Object.keys(values).filter(
    (flag) => flag !== 'help' && values[flag] !== undefined && values[flag] !== false,
  );
  const stray = given.find((flag) => !shape.flags.includes(flag));
  if (stray) throw new Error(`--${stray} is not a flag of npm run ${shape.script}: ${usage}`);
}
