// Domain types of docs/product.md §3 that two or more packages use, with the spec's field names. The
// ones that cross the wire come from the contract's schemas (@site/contract); a type one remote alone
// uses lives in that remote.
import type { Product } from '@site/contract/catalogue';

export type { Product, ProductCategory, ProductType } from '@site/contract/catalogue';
export type { RemoteManifest, SocialCard } from '@site/contract/manifest';

export interface CartItem {
  product: Product;
  quantity: number;
}
