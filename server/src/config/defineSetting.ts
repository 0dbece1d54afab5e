// The shape of one setting's definition (settings.ts holds the table).
import type { Parse } from './parsers';

export interface SettingDefinition<T> {
  name: string;
  /** What a value must be, as an error says it ("PORT must be a port number, 1 to 65535"). */
  expects: string;
  /** The default as documented: a value, what it is made from (PORT+6), or — for none. */
  default: string;
  description: string;
  parse: Parse<T>;
}

export const define = <T>(definition: SettingDefinition<T>) => definition;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Secrets that sign (previews, local sessions) are at least this long. */
export const MIN_SECRET_LENGTH = 32;
