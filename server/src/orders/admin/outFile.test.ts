/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureText, writeOut } from './outFile';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const failureOf = (file: string) => {
  try {
    writeOut(file, 'a,b\n');
  } catch (error) {
    return failureText(error, 'Usage: ...');
  }
  return 'written';
};

test('the report is written where the owner asked', () => {
  const file = path.join(dir, 'sales.csv');
  expect(failureOf(file)).toBe('written');
  expect(fs.readFileSync(file, 'utf8')).toBe('a,b\n');
});

test('a folder that does not exist is named, with what to do, and no usage after it', () => {
  const missing = path.join(dir, 'reports');
  expect(failureOf(path.join(missing, 'sales.csv'))).toBe(
    `Cannot write ${path.join(missing, 'sales.csv')}: there is no folder ${missing}. Make it first (mkdir -p ${missing}) or name a file in a folder that exists.`,
  );
});

test('a folder given as the file says to name a file in it', () => {
  expect(failureOf(dir)).toBe(
    `Cannot write ${dir}: it is a folder. Name a file in it, such as ${path.join(dir, 'report.csv')}.`,
  );
});

test('any other failure keeps the usage', () => {
  expect(failureText(new Error('--from must be a date'), 'Usage: ...')).toBe('--from must be a date\n\nUsage: ...');
});
