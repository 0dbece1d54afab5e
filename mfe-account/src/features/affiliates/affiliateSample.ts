// The referrer view's hard-coded sample data (SPEC §3): nothing is fetched.
import { affiliateProducts } from './affiliateProgram';

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

export const SAMPLE_REFERRAL_CODE = 'PARTNER7Q2K';

export const SAMPLE_STATS: AffiliateStats = {
  totalEarnings: 2847.6,
  pendingEarnings: 267.3,
  totalReferrals: 47,
  conversionRate: 12.8,
  thisMonth: { earnings: 267.3, referrals: 6, clicks: 214 },
};

export const SAMPLE_COMMISSIONS: CommissionRecord[] = [
  {
    id: 'COM-1052',
    customerName: 'Sarah M.',
    product: 'AI Automation Blueprint',
    commission: 89.1,
    status: 'pending',
    date: '2026-11-17',
  },
  {
    id: 'COM-1049',
    customerName: 'David K.',
    product: 'Customer Experience AI Solution',
    commission: 149.1,
    status: 'pending',
    date: '2026-11-09',
  },
  {
    id: 'COM-1047',
    customerName: 'Lisa R.',
    product: 'AI Inner Circle Membership',
    commission: 29.1,
    status: 'pending',
    date: '2026-11-03',
  },
  {
    id: 'COM-1041',
    customerName: 'Michael T.',
    product: 'AI Lead Generation System',
    commission: 119.1,
    status: 'paid',
    date: '2026-10-21',
  },
  {
    id: 'COM-1036',
    customerName: 'Emma W.',
    product: 'AI Prompt Mastery Course',
    commission: 59.1,
    status: 'paid',
    date: '2026-10-08',
  },
  {
    id: 'COM-1030',
    customerName: 'James P.',
    product: 'AI Chatbot Builder',
    commission: 20.1,
    status: 'paid',
    date: '2026-09-27',
  },
];

export const AFFILIATE_PRODUCTS = affiliateProducts([
  'ai-prompt-mastery',
  'automation-blueprint',
  'customer-experience-ai',
  'lead-generation-ai',
  'chatbot-builder-app',
  'ai-inner-circle',
]);
