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
