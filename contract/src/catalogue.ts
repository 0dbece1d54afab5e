// The catalogue's shape (docs/product.md §3), with the spec's field names: what products.json holds,
// what the shop shows and what the server prices orders from. Prices are US dollars here; money is
// integer cents from the first sum on (pricing.ts).
import * as v from 'valibot';
import { parseOrThrow } from './parse';

export const ProductTypeSchema = v.picklist([
  'digital_course',
  'app',
  'membership',
  'template',
  'ebook',
  'physical',
  'other',
]);

export const ProductCategorySchema = v.picklist([
  'courses',
  'apps',
  'ai_solutions',
  'memberships',
  'templates',
  'ebooks',
  'coaching',
]);

const AccessDurationSchema = v.picklist(['lifetime', '1_year', 'session_based']);

const Text = v.pipe(v.string(), v.minLength(1));
const Dollars = v.pipe(v.number(), v.finite(), v.minValue(0));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());

const RoiDataSchema = v.object({
  timeSavingsPerWeek: v.pipe(v.number(), v.minValue(0)),
  averageHourlyRate: v.pipe(v.number(), v.minValue(0)),
});

const AppTestimonialSchema = v.object({
  name: Text,
  role: Text,
  company: Text,
  testimonial: Text,
  result: Text,
  savings: Text,
  /** 1 to 5 */
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  avatar: Text,
});

export const ProductSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, 'must be a product slug')),
  name: Text,
  description: Text,
  type: ProductTypeSchema,
  category: ProductCategorySchema,
  price: Dollars,
  originalPrice: v.optional(Dollars),
  features: v.pipe(v.array(Text), v.minLength(1)),
  deliveryMethod: v.literal('instant_access'),
  accessDuration: AccessDurationSchema,
  upsells: v.optional(v.array(v.string())),
  tags: v.array(v.string()),
  isActive: v.boolean(),
  /** The name of its drawn cover (docs/design.md). */
  image: v.optional(v.string()),
  duration: v.optional(v.string()),
  videoUrl: v.optional(v.pipe(v.string(), v.url())),
  thumbnailUrl: v.optional(v.pipe(v.string(), v.url())),
  roiData: v.optional(RoiDataSchema),
  testimonial: v.optional(AppTestimonialSchema),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** The whole catalogue: each id once, and every upsell a product of it. */
const CatalogueSchema = v.pipe(
  v.array(ProductSchema),
  v.check((all) => new Set(all.map((product) => product.id)).size === all.length, 'a product id appears twice'),
  v.check((all) => {
    const ids = new Set(all.map((product) => product.id));
    return all.every((product) => (product.upsells ?? []).every((id) => ids.has(id)));
  }, 'an upsell names no product of the catalogue'),
);

export type ProductType = v.InferOutput<typeof ProductTypeSchema>;
export type ProductCategory = v.InferOutput<typeof ProductCategorySchema>;
export type Product = v.InferOutput<typeof ProductSchema>;

/** The catalogue checked against its shape; throws saying which product is wrong and how. */
export const parseCatalogue = (data: unknown): Product[] =>
  parseOrThrow(CatalogueSchema, data, 'The catalogue (products.json)');

/** The catalogue checked, by product id: what the server looks prices up in. */
export const catalogueById = (data: unknown): ReadonlyMap<string, Product> =>
  new Map(parseCatalogue(data).map((product) => [product.id, product]));
