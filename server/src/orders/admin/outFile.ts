// `--out FILE` of the owner's commands (docs/data.md, "The owner's report"): the report written where the owner asked,
// or a sentence that says why it could not be and what to do, never Node's own "ENOENT: no such
// file or directory, open ..." followed by the command's usage (owner QA).
import fs from 'node:fs';
import path from 'node:path';

/** A file the command could not write: its message is whole, so no usage follows it. */
export class OutFileError extends Error {}

const reasonOf = (file: string, code: string | undefined): string => {
  const folder = path.dirname(path.resolve(file));
  switch (code) {
    case 'ENOENT':
      return `there is no folder ${folder}. Make it first (mkdir -p ${folder}) or name a file in a folder that exists.`;
    case 'EISDIR':
      return `it is a folder. Name a file in it, such as ${path.join(file, 'report.csv')}.`;
    case 'EACCES':
    case 'EPERM':
      return `this account may not write there. Choose a folder of yours.`;
    default:
      return code ?? 'the system refused it.';
  }
};

/** Writes `text` to `file`, or throws an OutFileError that says why not. */
export function writeOut(file: string, text: string): void {
  try {
    fs.writeFileSync(file, text);
  } catch (error) {
    throw new OutFileError(`Cannot write ${file}: ${reasonOf(file, (error as NodeJS.ErrnoException).code)}`);
  }
}

/** What a command prints when it fails: the reason, and its usage unless the reason is whole. */
export const failureText = (error: unknown, usage: string): string => {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof OutFileError ? message : `${message}\n\n${usage}`;
};
