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

/** docs/product.md §1 hero statistics. */
export const heroStats = [
  { value: '500+', label: 'Businesses helped' },
  { value: '50K+', label: 'Students trained' },
  { value: '10x', label: 'Average ROI' },
] as const;

/** docs/product.md §1 results claims, shown in the About section. */
/**
 * The about section's portrait photo, served from the shell's origin: put the file in
 * shell/public/images/ and its address here (docs/design.md, Portrait). Null shows the drawn card.
 */
export const portraitPhoto: string | null = null;

export const aboutStats = [
  { value: '2,500+', label: 'Community members' },
  { value: '50+', label: 'Businesses transformed' },
  { value: '300%', label: 'Average ROI' },
  { value: '95%', label: 'Client satisfaction' },
  { value: '18+', label: 'Hours saved weekly' },
] as const;

export const caseStudies: readonly CaseStudy[] = [
  {
    title: 'From 40 hours of admin to 6',
    client: 'Harbor Dental Group',
    industry: 'Healthcare',
    beforeMetric: '40 h/week on scheduling and reminders',
    afterMetric: '6 h/week with automated booking and follow-up',
    roi: '420%',
    description:
      'A three-location dental practice replaced phone tag with an AI booking assistant and automatic reminders, and cut no-shows along the way.',
    results: [
      { label: 'Admin hours saved', value: '34/week' },
      { label: 'No-shows', value: '-38%' },
      { label: 'Payback', value: '7 weeks' },
    ],
  },
  {
    title: 'Twice the qualified leads, same team',
    client: 'Summit Roofing Co.',
    industry: 'Home services',
    beforeMetric: '45 qualified leads a month',
    afterMetric: '96 qualified leads a month',
    roi: '310%',
    description:
      'AI lead scoring and same-minute follow-up meant the sales team spoke to the right homeowners first, while they were still comparing quotes.',
    results: [
      { label: 'Qualified leads', value: '+113%' },
      { label: 'Response time', value: '< 2 min' },
      { label: 'Close rate', value: '+18%' },
    ],
  },
  {
    title: 'A month of content in an afternoon',
    client: 'Brightpath Financial Coaching',
    industry: 'Professional services',
    beforeMetric: '2 posts a week, written late at night',
    afterMetric: '5 posts a week plus a newsletter, in 3 hours',
    roi: '260%',
    description:
      'A brand-voice kit and review checklist let a two-person firm publish consistently without sounding generic, and grow its list by 4,000.',
    results: [
      { label: 'Content output', value: '2.5x' },
      { label: 'Email subscribers', value: '+4,000' },
      { label: 'Hours saved', value: '9/week' },
    ],
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Owner',
    company: 'Mitchell & Co. Bakery',
    industry: 'Food & beverage',
    rating: 5,
    quote:
      'Alex skipped the hype and showed us three things to automate first. Ordering and invoicing now run themselves and I got my evenings back.',
    results: '12 hours saved every week',
  },
  {
    name: 'David Okafor',
    role: 'Managing Director',
    company: 'Okafor Logistics',
    industry: 'Logistics',
    rating: 5,
    quote:
      'The strategy sprint paid for itself in the first month. We finally have a roadmap the whole leadership team agrees on.',
    results: '$48K saved in year one',
  },
  {
    name: 'Jenna Park',
    role: 'Founder',
    company: 'Park Wellness Studio',
    industry: 'Health & fitness',
    rating: 5,
    quote:
      'My front desk team was nervous about AI. After the workshops they are the ones suggesting new ways to use it, carefully.',
    results: 'Member sign-ups up 35%',
  },
  {
    name: 'Luis Hernández',
    role: 'CEO',
    company: 'Hernández Legal Services',
    industry: 'Legal',
    rating: 4,
    quote: 'Clear guardrails for client data were the deciding factor for us. Practical, careful and fast.',
    results: 'Intake time cut by half',
  },
];

export const followerStats = [
  { platform: 'YouTube', value: '125K', label: 'subscribers' },
  { platform: 'LinkedIn', value: '82K', label: 'followers' },
  { platform: 'Instagram', value: '46K', label: 'followers' },
  { platform: 'Newsletter', value: '31K', label: 'readers' },
] as const;

export const featuredContent: readonly ContentItem[] = [
  {
    title: '5 AI Automations Every Small Business Should Set Up This Week',
    description: 'Step-by-step set-ups for lead follow-up, invoicing, reviews, scheduling and weekly reporting.',
    views: '284K',
    likes: '12K',
    platform: 'YouTube',
    featured: true,
  },
  {
    title: 'The 3 Rules I Give Every Team Before They Use ChatGPT',
    description: 'Simple guardrails for customer data, fact-checking and brand voice.',
    views: '156K',
    likes: '8.4K',
    platform: 'YouTube',
    featured: true,
  },
  {
    title: 'How a Roofing Company Doubled Qualified Leads With AI',
    description: 'A case study walk-through: scoring, same-minute replies and the numbers after 90 days.',
    views: '98K',
    likes: '5.1K',
    platform: 'YouTube',
    featured: true,
  },
  {
    title: 'Prompting Masterclass: Getting Business-Ready Answers First Time',
    description: 'Frameworks for briefs, examples and review that turn vague output into usable work.',
    views: '212K',
    likes: '10K',
    platform: 'YouTube',
    featured: true,
  },
];
