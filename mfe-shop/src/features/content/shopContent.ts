// The copy of the shop's category pages (docs/product.md §2 Shop pages, §9 prices and guarantees).
import type { StatData, Story, Tile } from '@site/shared/ui';

export const digitalBenefits: readonly Tile[] = [
  {
    icon: 'zap',
    title: 'Instant access',
    text: 'Start the moment you check out: every course, template and ebook is delivered online.',
  },
  { icon: 'clock', title: 'Learn at your pace', text: 'Short lessons you can fit between client work, on any device.' },
  {
    icon: 'refresh',
    title: 'Lifetime updates',
    text: 'AI tools change every month; your materials are updated with them at no cost.',
  },
  {
    icon: 'target',
    title: 'Built for owners',
    text: 'Real business examples, not theory: sales, marketing, operations and service.',
  },
];

export const appStats: readonly StatData[] = [
  { value: '100%', label: 'Cloud access' },
  { value: '< 5 min', label: 'Setup time' },
  { value: '50+', label: 'Integrations' },
];

export interface Plan {
  name: string;
  price: number;
  blurb: string;
  features: readonly string[];
  popular?: boolean;
}

export const appPlans: readonly Plan[] = [
  {
    name: 'Starter',
    price: 29,
    blurb: 'One app for a solo owner.',
    features: ['Any one AI app', '1 user', 'Email support', 'Monthly usage report'],
  },
  {
    name: 'Growth',
    price: 67,
    blurb: 'Three apps for a small team.',
    features: ['Any three AI apps', 'Up to 5 users', 'Priority email support', 'Onboarding call'],
    popular: true,
  },
  {
    name: 'Business',
    price: 97,
    blurb: 'Every app for a growing business.',
    features: ['All AI apps, new ones included', 'Up to 20 users', 'Chat support', 'Quarterly strategy review'],
  },
];

export interface RoiCard {
  value: string;
  title: string;
  text: string;
}

export const solutionRoiCards: readonly RoiCard[] = [
  {
    value: '$15,000+',
    title: 'Saved in the first year',
    text: 'Customer-experience automation that answers, routes and follows up without extra hires.',
  },
  {
    value: '300%',
    title: 'More qualified leads',
    text: 'Lead generation that scores and nurtures every enquiry, so sales time goes to buyers.',
  },
  {
    value: '$25,000+',
    title: 'Added revenue per year',
    text: 'A content engine that keeps your brand visible every week without a full-time marketer.',
  },
];

export const coachingReasons: readonly Tile[] = [
  {
    icon: 'target',
    title: 'Focused on results',
    text: 'Every engagement starts with the numbers you want to move and ends with them measured.',
  },
  {
    icon: 'shield',
    title: 'Safe by design',
    text: 'Data privacy, human review and vendor checks are built into every plan.',
  },
  {
    icon: 'users',
    title: 'Your team included',
    text: 'Training and playbooks so your people keep the gains after we finish.',
  },
  {
    icon: 'briefcase',
    title: '15 years in operations',
    text: 'Practical advice from someone who has run teams, not just tools.',
  },
];

export interface ServiceArea extends Tile {
  anchor: string;
}

export const coachingAreas: readonly ServiceArea[] = [
  {
    icon: 'compass',
    title: 'AI Strategy Consulting',
    text: 'An AI roadmap for your business: where it pays, what to buy, what to build and what to avoid.',
    anchor: 'strategy',
  },
  {
    icon: 'zap',
    title: 'Business Automation',
    text: 'Map your processes and automate the repetitive ones with tools you already pay for.',
    anchor: 'automation',
  },
  {
    icon: 'book',
    title: 'AI Training & Workshops',
    text: 'Hands-on workshops that teach your team to use AI well, and safely, in their own work.',
    anchor: 'training',
  },
  {
    icon: 'sparkles',
    title: 'Implementation Support',
    text: 'Done-with-you delivery: from a one-day build to a 90-day follow-up until it sticks.',
    anchor: 'implementation',
  },
];

export const coachingSteps: readonly { title: string; text: string }[] = [
  { title: 'Free strategy call', text: '30 minutes to understand your business, goals and where AI could help first.' },
  { title: 'Assessment and plan', text: 'A written plan with priorities, costs, risks and the return you can expect.' },
  { title: 'Build and train', text: 'We implement the first wins together and train your team to run them.' },
  {
    title: 'Measure and grow',
    text: 'Monthly check-ins on the numbers, and the next improvements once the first ones pay.',
  },
];

export const coachingStories: readonly Story[] = [
  {
    name: 'Maria Lopez',
    role: 'Founder',
    company: 'Lopez Dental Group',
    quote:
      'We went from answering the phone all day to a booking assistant that handles the routine questions. Alex made sure patient data stayed safe.',
    result: '18 hours saved every week',
  },
  {
    name: 'James Carter',
    role: 'Managing Director',
    company: 'Carter Logistics',
    quote:
      'The automation plan paid for itself in the second month. The training meant my dispatchers actually use it.',
    result: '300% return in year one',
  },
  {
    name: 'Priya Shah',
    role: 'Owner',
    company: 'Shah Accounting',
    quote: 'Clear, practical and honest about what AI should not do. Our month-end close is now two days shorter.',
    result: '2 days faster month-end',
  },
];

export const membershipFeatures: readonly Tile[] = [
  { icon: 'calendar', title: 'Live workshops', text: 'Two live build-along workshops a month, with recordings.' },
  { icon: 'chat', title: 'Weekly Q&A', text: 'Bring your questions to a weekly group call and leave with answers.' },
  { icon: 'file', title: 'Template library', text: 'Prompts, automations and templates, new ones every month.' },
  { icon: 'users', title: 'Private community', text: 'Business owners sharing what works, what failed and why.' },
];

export interface MemberEvent {
  date: string;
  title: string;
  time: string;
  text: string;
}

export const membershipEvents: readonly MemberEvent[] = [
  {
    date: 'Dec 15',
    title: 'Automate your follow-ups',
    time: '12:00 PM ET, live workshop',
    text: 'Build an email and SMS follow-up flow for new leads, step by step.',
  },
  {
    date: 'Dec 22',
    title: 'Year-end AI review',
    time: '12:00 PM ET, group Q&A',
    text: 'What worked in 2026, what to drop, and the tools worth a look next year.',
  },
  {
    date: 'Jan 5',
    title: 'Your 2027 AI plan',
    time: '12:00 PM ET, planning session',
    text: 'Leave with a one-page AI plan for the quarter and the first three automations.',
  },
];

export const membershipStories: readonly Story[] = [
  {
    name: 'Tom Becker',
    role: 'Owner',
    company: 'Becker Plumbing',
    quote: 'The weekly Q&A alone is worth it. I bring a problem on Tuesday and have it automated by Friday.',
    rating: 5,
  },
  {
    name: 'Aisha Khan',
    role: 'Founder',
    company: 'Bloom Studio',
    quote:
      'The template library saves me hours every week, and the community keeps me from buying tools I do not need.',
    rating: 5,
  },
  {
    name: 'Robert Chen',
    role: 'CEO',
    company: 'Chen Insurance Agency',
    quote: 'Practical, safe and up to date. My whole team joined after my first month.',
    rating: 5,
  },
];
