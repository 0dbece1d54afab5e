// Domain types of SPEC §3, with the spec's field names. Every package imports them from here.

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

export interface Category {
  id: string;
  name: string;
  description: string;
  /** Name of an icon in the design system's icon set. */
  icon: string;
  path: string;
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

export interface ServiceCard {
  /** Anchor id, e.g. 'strategy' for /services#strategy. */
  id: string;
  title: string;
  description: string;
  features: string[];
  detailedFeatures: string[];
  deliverables: string[];
  timeline: string;
  popular: boolean;
  cta: string;
}

export interface CaseStudy {
  title: string;
  client: string;
  industry: string;
  beforeMetric: string;
  afterMetric: string;
  roi: string;
  description: string;
  results: { label: string; value: string }[];
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  industry: string;
  rating: number;
  quote: string;
  results: string;
}

export interface ContentItem {
  title: string;
  description: string;
  views: string;
  likes: string;
  platform: string;
  featured: boolean;
}

export interface OrderItem {
  name: string;
  type: ProductType;
  downloadUrl?: string;
  accessUrl?: string;
}

export interface Order {
  id: string;
  date: string;
  total: number;
  status: 'completed' | 'processing' | 'refunded';
  items: OrderItem[];
}

export interface Subscription {
  id: string;
  name: string;
  status: 'active';
  nextBilling: string;
  price: number;
  features: string[];
}

export interface AccountEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  type: 'workshop' | 'qa';
  registered: boolean;
}

export interface UserProfile {
  name: string;
  email: string;
  joinDate: string;
  totalSpent: number;
  membershipLevel: string;
}

export interface AffiliateStats {
  totalEarnings: number;
  pendingEarnings: number;
  totalReferrals: number;
  conversionRate: number;
  thisMonth: { earnings: number; referrals: number; clicks: number };
}

export interface CommissionRecord {
  id: string;
  customerName: string;
  product: string;
  commission: number;
  status: 'paid' | 'pending';
  date: string;
}

export interface AffiliateProduct {
  id: string;
  name: string;
  price: number;
  /** Commission percent, e.g. 30. */
  commission: number;
  commissionAmount: number;
  category: ProductCategory;
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
