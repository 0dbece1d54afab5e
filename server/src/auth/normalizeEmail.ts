// One address, one account: the forms an email can take on a keyboard or after a copy and paste
// (composed or decomposed accents, fullwidth letters, zero-width characters, case, spaces around it)
// all name the same account.

/** Invisible format characters (Unicode Cf: zero-width space and joiners, word joiner, BOM, soft hyphen...). */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The canonical form of an email used for lookup and storage: NFKC (compatibility forms such as
 * fullwidth letters become the plain ones, accents are composed as in NFC), invisible characters
 * removed, trimmed, lower case.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase().normalize('NFC');
}
