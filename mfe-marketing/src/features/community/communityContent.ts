// What the Inner Circle page says: its tiers, member benefits, testimonials and figures.
import type { Tile } from '@site/shared/ui';

export const TIERS = [
  {
    name: 'Inner Circle',
    price: 97,
    popular: false,
    features: ['Two live workshops a month', 'Weekly group Q&A', 'Template and prompt library', 'Private community'],
  },
  {
    name: 'VIP Circle',
    price: 197,
    popular: true,
    features: [
      'Everything in Inner Circle',
      'Monthly 1:1 strategy call',
      'Priority answers within 24 hours',
      'Early access to new apps and courses',
    ],
  },
] as const;

export const FEATURES: readonly Tile[] = [
  { icon: 'users', title: 'Live workshops', text: 'Build real automations together, twice a month, with recordings.' },
  { icon: 'chat', title: 'Weekly Q&A', text: 'Bring your questions; leave with answers for your business.' },
  { icon: 'file', title: 'Template library', text: 'New prompts, SOPs and workflows every month.' },
  { icon: 'trendingUp', title: 'ROI tracking', text: 'Simple sheets to measure what every tool saves you.' },
];

export const TESTIMONIALS = [
  {
    name: 'Rachel Kim',
    role: 'Agency owner',
    quote: 'Every Q&A pays for the month. I have automated my whole client onboarding.',
  },
  { name: 'Tom Alvarez', role: 'Contractor', quote: 'Finally a group that talks about real businesses, not hype.' },
  { name: 'Priya Shah', role: 'Clinic manager', quote: 'The templates alone saved our front desk 6 hours a week.' },
] as const;

export const STATS = [
  { value: '500+', label: 'Members' },
  { value: '95%', label: 'Success rate' },
  { value: '50+', label: 'Weekly sessions' },
  { value: '$2.3M+', label: 'Member ROI' },
] as const;
