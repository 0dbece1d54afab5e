// The dashboard's hard-coded sample data (SPEC §3): orders, subscriptions, events and the
// profile. Nothing is fetched. Dates are placed around today so that "upcoming" stays true.
import type { User } from '@supabase/supabase-js';
import type { ProductType } from '@site/shared/types';

// The shapes of SPEC §3.
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

export type DashboardEvent = AccountEvent;

export interface DashboardData {
  orders: Order[];
  subscriptions: Subscription[];
  events: DashboardEvent[];
  profile: UserProfile;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (today: Date, offsetDays: number) =>
  new Date(today.getTime() + offsetDays * DAY).toISOString().slice(0, 10);

/** A display name: the one given at sign-up if any, else the email's local part ("pat.lee" -> "Pat Lee"). */
export function displayName(user: Pick<User, 'email' | 'user_metadata'>): string {
  const given = user.user_metadata?.full_name ?? user.user_metadata?.name;
  if (typeof given === 'string' && given.trim()) return given.trim();
  const local = (user.email ?? '').split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (!words.length) return 'Member';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function buildDashboardData(
  user: Pick<User, 'email' | 'user_metadata' | 'created_at'>,
  today: Date,
): DashboardData {
  const orders: Order[] = [
    {
      id: 'ORD-10482',
      date: isoDay(today, -3),
      total: 47,
      status: 'completed',
      items: [{ name: 'AI Templates Bundle', type: 'template', downloadUrl: '/downloads/ai-templates-bundle.zip' }],
    },
    {
      id: 'ORD-10417',
      date: isoDay(today, -18),
      total: 97,
      status: 'completed',
      items: [{ name: 'AI Inner Circle Membership', type: 'membership', accessUrl: '/community' }],
    },
    {
      id: 'ORD-10356',
      date: isoDay(today, -41),
      total: 216,
      status: 'completed',
      items: [
        { name: 'AI Prompt Mastery Course', type: 'digital_course', accessUrl: '/courses/ai-prompt-mastery' },
        {
          name: 'AI Strategy Intensive: The Business Owner’s Guide',
          type: 'ebook',
          downloadUrl: '/downloads/ai-strategy-intensive.pdf',
        },
      ],
    },
  ];
  const subscriptions: Subscription[] = [
    {
      id: 'SUB-2291',
      name: 'AI Inner Circle',
      status: 'active',
      nextBilling: isoDay(today, 12),
      price: 97,
      features: [
        'Weekly live strategy sessions',
        'Private member community',
        'Monthly AI tool reviews',
        'Template library',
      ],
    },
  ];
  const events: DashboardEvent[] = [
    {
      id: 'EVT-31',
      title: 'AI Automation Workshop',
      date: isoDay(today, 4),
      time: '2:00 PM ET',
      type: 'workshop',
      registered: true,
    },
    {
      id: 'EVT-32',
      title: 'Monthly Q&A with Alex',
      date: isoDay(today, 11),
      time: '1:00 PM ET',
      type: 'qa',
      registered: false,
    },
    {
      id: 'EVT-33',
      title: 'Prompt Engineering Masterclass',
      date: isoDay(today, 25),
      time: '3:00 PM ET',
      type: 'workshop',
      registered: false,
    },
  ];
  return {
    orders,
    subscriptions,
    events,
    profile: {
      name: displayName(user),
      email: user.email ?? '',
      joinDate: user.created_at ? user.created_at.slice(0, 10) : isoDay(today, 0),
      totalSpent: orders.reduce((sum, order) => sum + order.total, 0),
      membershipLevel: 'Inner Circle',
    },
  };
}
