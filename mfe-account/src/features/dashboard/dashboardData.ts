// What the dashboard shows (docs/product.md §3): the account's own orders and subscriptions (the orders API,
// docs/orders.md), the community's upcoming events (dates placed around today so that "upcoming"
// stays true) and the profile, with what the member really spent.
import type { User } from '@supabase/supabase-js';
import type { OrderView, SubscriptionView } from '@site/shared/orders';

// The shapes of docs/product.md §3: orders and subscriptions are the account's own records (the orders API,
// docs/orders.md); events are the community's upcoming sessions.
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

export interface AccountRecords {
  orders: OrderView[];
  subscriptions: SubscriptionView[];
}

export interface DashboardData extends AccountRecords {
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

/** What the member paid in all: the paid orders' totals less what was refunded, in dollars. */
export function totalSpent(orders: readonly OrderView[]): number {
  return (
    orders
      .filter((order) => order.status === 'paid')
      .reduce((sum, order) => sum + order.totalCents - (order.refund?.refundedCents ?? 0), 0) / 100
  );
}

/** 'Inner Circle' for a member whose Inner Circle subscription is active, else a free member. */
export function membershipLevel(subscriptions: readonly SubscriptionView[]): string {
  return subscriptions.some((s) => s.productId === 'ai-inner-circle' && s.status === 'active')
    ? 'Inner Circle'
    : 'Free member';
}

export function buildDashboardData(
  user: Pick<User, 'email' | 'user_metadata' | 'created_at'>,
  today: Date,
  { orders, subscriptions }: AccountRecords,
): DashboardData {
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
      totalSpent: totalSpent(orders),
      membershipLevel: membershipLevel(subscriptions),
    },
  };
}
