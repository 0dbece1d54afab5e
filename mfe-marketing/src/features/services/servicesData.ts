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

/** The four core services (docs/product.md §2 Home, Services): ids are the anchors of /services#... */
export const services: readonly ServiceCard[] = [
  {
    id: 'strategy',
    title: 'AI Strategy Consulting',
    description: 'A clear, prioritised plan for where AI will save time and make money in your business.',
    features: ['AI readiness assessment', 'Opportunity map ranked by ROI', '90-day roadmap'],
    detailedFeatures: [
      'Interviews with you and your key people about how work really gets done',
      'Review of your tools, data and customer journey',
      'Opportunity map: every AI use case scored for value, effort and risk',
      'Vendor and tool shortlist with costs',
      'Data and usage guardrails written for your team',
    ],
    deliverables: [
      'AI readiness report',
      'Prioritised opportunity map',
      '90-day implementation roadmap',
      'Team AI usage policy',
    ],
    timeline: '2-4 weeks',
    popular: false,
    cta: 'Plan my AI strategy',
  },
  {
    id: 'automation',
    title: 'Business Process Automation',
    description: 'Hand repetitive work to AI-powered workflows so your team spends its hours on customers.',
    features: ['Process mapping', 'Custom AI workflows', 'Integration with your tools'],
    detailedFeatures: [
      'Mapping of your top ten repetitive processes with time-per-task baselines',
      'Design and build of AI workflows for lead follow-up, onboarding, reporting and admin',
      'Integrations with your CRM, email, calendar, accounting and forms',
      'Human-in-the-loop checkpoints where judgement matters',
      'Monitoring so you see every run and every saving',
    ],
    deliverables: [
      'Process maps with baselines',
      '3-5 production automations',
      'Runbooks for each workflow',
      'Savings dashboard',
    ],
    timeline: '4-8 weeks',
    popular: true,
    cta: 'Automate my busywork',
  },
  {
    id: 'training',
    title: 'AI Training & Workshops',
    description: 'Hands-on training that turns your team into confident, careful everyday users of AI.',
    features: ['Live team workshops', 'Role-specific prompt playbooks', 'Follow-up office hours'],
    detailedFeatures: [
      'Skills assessment to meet every person where they are',
      'Live workshops on prompting, reviewing output and protecting data',
      'Playbooks with tested prompts for sales, marketing, operations and service',
      'Practice assignments on your own real tasks',
      'Office hours to unblock people after the workshops',
    ],
    deliverables: ['Workshop recordings', 'Role-specific prompt playbooks', 'Team certification', 'Adoption report'],
    timeline: '3-6 weeks',
    popular: false,
    cta: 'Train my team',
  },
  {
    id: 'implementation',
    title: 'Implementation Support',
    description: 'A focused implementation day with an expert, then 90 days of support while it beds in.',
    features: ['Full-day working session', '90-day follow-up support', 'Priority email access'],
    detailedFeatures: [
      'A full day working side by side on your highest-value AI project',
      'Set-up and configuration of the tools chosen for it',
      'Fortnightly check-ins for 90 days',
      'Priority email support for questions and fixes',
      'A 90-day review of results against the goals set on day one',
    ],
    deliverables: [
      'Working implementation',
      'Configuration notes',
      'Fortnightly check-in notes',
      '90-day results review',
    ],
    timeline: '1 day plus 90-day follow-up',
    popular: false,
    cta: 'Book an implementation day',
  },
];
