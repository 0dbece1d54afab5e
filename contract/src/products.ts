// The catalogue's data (docs/product.md §3): compiled into every build that prices or shows it, the
// browser's and the server's alike, so that both read the same prices and no build reads a file of
// the sources at run time. Its shape is catalogue.ts's: the server checks it when it starts and
// catalogue.test.ts here, so the browser does not carry the schema for it.
import type { Product } from './catalogue';
import data from './products.json';

/** The 14 products of the catalogue, prices in US dollars. */
export const products: readonly Product[] = data as Product[];
