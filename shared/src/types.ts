// Domain types of docs/product.md §3 that two or more packages use, with the spec's field names. A type one remote
// alone uses lives in that remote.

export type ProductType = 'digital_course' | 'app' | 'membership' | 'template' | 'ebook' | 'physical' | 'other';

export type ProductCategory = 'courses' | 'apps' | 'ai_solutions' | 'memberships' | 'templates' | 'ebooks' | 'coaching';

export type AccessDuration = 'lifetime' | '1_year' | 'session_based';

export interface RoiData {
  timeSavingsPerWeek: number;
  averageHourlyRate: number;
}

export interface AppTestimonial {
  name: string;
  role: string;
  company: string;
  testimonial: string;
  result: string;
  savings: string;
  /** 1 to 5 */
  rating: number;
  avatar: string;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  type: ProductType;
  category: ProductCategory;
  price: number;
  originalPrice?: number;
  features: string[];
  deliveryMethod: 'instant_access';
  accessDuration: AccessDuration;
  upsells?: string[];
  tags: string[];
  isActive: boolean;
  image?: string;
  duration?: string;
  videoUrl?: string;
  thumbnailUrl?: string;
  roiData?: RoiData;
  testimonial?: AppTestimonial;
  createdAt: string;
  updatedAt: string;
}

export interface CartItem {
  product: Product;
  quantity: number;
}

/**
 * A link a section of the site puts in the shared chrome (docs/releases.md, "What a remote
 * declares"). `order` places it among every section's links; a `to` of the form '/#id' is a
 * section of the home page.
 */
export interface SectionLink {
  to: string;
  label: string;
  order: number;
}

/** A link in one of the footer's groups ('Services', 'Company', 'Legal'). */
export interface SectionFooterLink extends SectionLink {
  group: string;
}

/** A page a remote prerenders; `sitemap: false` keeps it out of the sitemap. */
export interface SectionPage {
  path: string;
  sitemap?: boolean;
  /** A query string the page is checked with (tests, screenshots); it renders without one. */
  example?: string;
}

/**
 * What a remote declares of itself, in its src/manifest.ts (docs/releases.md): the paths it owns,
 * its pages, and its links in the chrome. Every release carries it; the shell builds its route
 * table, menus and footer from the live releases' at run time.
 */
export interface RemoteManifest {
  name: string;
  /** What a visitor reads when the section cannot be loaded ("The shop could not be loaded"). */
  label: string;
  /** Paths it owns: an exact path, or one ending in '/*' (that path and everything under it). */
  routes: readonly string[];
  /** Pages prerendered with each release. */
  pages: readonly SectionPage[];
  /** Paths behind sign-in: rendered in the browser only, never in the sitemap. */
  protected?: readonly string[];
  menu?: readonly SectionLink[];
  footer?: readonly SectionFooterLink[];
}
