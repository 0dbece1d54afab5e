// Domain types of SPEC §3 that two or more packages use, with the spec's field names. A type one remote
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

export interface CheckoutContact {
  email: string;
  firstName: string;
  lastName: string;
}

export type TrustLevel = 'trusted' | 'caution' | 'danger';
export type AnswerValue = 'danger' | 'caution' | 'safe';
export type NextStepAction = 'booking' | 'learn' | 'download' | 'alternatives';

export interface TrustTestQuestion {
  id: string;
  question: string;
  description: string;
  answers: { text: string; value: AnswerValue }[];
}

export interface TrustTestResultContent {
  title: string;
  description: string;
  nextSteps: { text: string; action: NextStepAction }[];
}

export interface TrustTestContent {
  title: string;
  subtitle: string;
  description: string;
  questions: TrustTestQuestion[];
  results: Record<TrustLevel, TrustTestResultContent>;
  proReport: { title: string; description: string; cta: { text: string; link: string } };
}

export interface ResultView {
  score: number;
  level: TrustLevel;
  title: string;
  description: string;
  icon: string;
  colours: { background: string; foreground: string; accent: string };
  nextSteps: TrustTestResultContent['nextSteps'];
}
