// A table of settings in the README (a section whose rows start with a `NAME` cell): the tests that
// hold the README to the modules that read the settings use it (server/src/config, scripts/settings.js).
import fs from 'node:fs';
import path from 'node:path';

const README = path.resolve(__dirname, '..', 'README.md');

/** The rows of the README section headed `## <heading>`: each variable's name and its default. */
export function readmeTable(heading: string): Map<string, string> {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z0-9_<>]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, (cells[2] ?? '').replace(/`/g, ''));
  }
  return rows;
}
