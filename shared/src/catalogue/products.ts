import type { Product } from '../types';
import data from './products.json';

/**
 * The 14 products of the catalogue (docs/product.md §3), prices in US dollars. The data lives in
 * products.json so that the server looks prices up in the same file (it never trusts a price sent
 * by a browser); catalogue.test.ts checks its shape.
 */
export const products: readonly Product[] = data as Product[];
