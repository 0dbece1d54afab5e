// How one setting's text becomes a typed value. A parser gets the variable's text (undefined when it
// is unset or blank) and returns the value, or throws InvalidSetting; readConfig then says which
// variable it was and what it expected (config/settings.ts).
import net from 'node:net';

/** Thrown by a parser; `detail` adds what exactly is wrong, where the setting's `expects` is not enough. */
export class InvalidSetting extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? 'invalid setting');
  }
}

export type Parse<T> = (raw: string | undefined) => T;

/** Text as given (trimmed), or undefined. */
export const text: Parse<string | undefined> = (raw) => raw;

export const textOr =
  (fallback: string): Parse<string> =>
  (raw) =>
    raw ?? fallback;

/** A secret of at least `minLength` characters, or undefined. */
export const secret =
  (minLength: number): Parse<string | undefined> =>
  (raw) => {
    if (raw !== undefined && raw.length < minLength) throw new InvalidSetting(`it has ${raw.length} characters`);
    return raw;
  };

export function integer(range: { min: number; max?: number }): Parse<number | undefined>;
export function integer(range: { min: number; max?: number }, fallback: number): Parse<number>;
export function integer(range: { min: number; max?: number }, fallback?: number): Parse<number | undefined> {
  return (raw) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < range.min || (range.max !== undefined && value > range.max)) {
      throw new InvalidSetting();
    }
    return value;
  };
}

export function port(): Parse<number | undefined>;
export function port(fallback: number): Parse<number>;
export function port(fallback?: number): Parse<number | undefined> {
  return fallback === undefined ? integer({ min: 1, max: 65535 }) : integer({ min: 1, max: 65535 }, fallback);
}

/** One of a few words (case-insensitive), or the default (undefined without one). */
export function oneOf<const T extends string>(values: readonly T[]): Parse<T | undefined>;
export function oneOf<const T extends string>(values: readonly T[], fallback: T): Parse<T>;
export function oneOf<const T extends string>(values: readonly T[], fallback?: T): Parse<T | undefined> {
  return (raw) => {
    if (raw === undefined) return fallback;
    const value = raw.toLowerCase();
    if (!(values as readonly string[]).includes(value)) throw new InvalidSetting();
    return value as T;
  };
}

/** A URL whose scheme is one of `protocols` (without the colon); its trailing slashes go. */
export const url =
  (protocols: readonly string[]): Parse<string | undefined> =>
  (raw) => {
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new InvalidSetting();
    }
    if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) throw new InvalidSetting();
    return raw.replace(/\/+$/, '');
  };

export const httpUrl = url(['http', 'https']);

/** Fastify's trustProxy: off, every proxy, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.includes(value)) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` (the socket's address is the client: no proxy), or a comma-separated
 * list of the proxies' addresses or ranges (`10.0.0.0/8`, `loopback`, `uniquelocal`): their
 * X-Forwarded-For and X-Forwarded-Proto are believed. `true` believes any sender: only when nothing
 * but the proxy can reach the server. (A hop count is refused: Fastify cannot check who sent it.)
 */
export const trustProxy: Parse<TrustProxy> = (raw) => {
  const value = (raw ?? '').toLowerCase();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = list.find((item) => !isAddressOrRange(item));
  if (wrong !== undefined) throw new InvalidSetting(`"${wrong}" is not an address or range`);
  return list;
};

/** A comma-separated list of email addresses (trimmed; the access room normalises them). */
export const emailList: Parse<string[]> = (raw) => {
  const list = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = list.find((item) => !/^[^\s@,]+@[^\s@,]+$/.test(item));
  if (wrong !== undefined) throw new InvalidSetting(`"${wrong}" is not an email address`);
  return list;
};
