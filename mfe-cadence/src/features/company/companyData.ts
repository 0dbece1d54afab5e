import type { IconName } from '@site/shared/ui';
import { cadencePaths } from '@site/paths/cadence';

export interface CapabilityCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface CompanyService {
  slug: 'business-operations' | 'technology-consulting' | 'customer-experience';
  path: string;
  title: string;
  summary: string;
  intro: string;
  cards: CapabilityCard[];
  benefits?: CapabilityCard[];
}

export const companyServices: readonly CompanyService[] = [
  {
    slug: 'business-operations',
    path: cadencePaths.businessOperations,
    title: 'Business Operations',
    summary: 'Business process outsourcing for healthcare payers, providers and growing companies.',
    intro:
      'Trained teams and AI-assisted workflows take over the high-volume back-office work, with the accuracy, security and reporting regulated organisations need.',
    cards: [
      {
        icon: 'file',
        title: 'Document processing',
        text: 'Intake, classification and data capture for forms, correspondence and records, with human quality checks.',
      },
      {
        icon: 'app',
        title: 'Data management',
        text: 'Cleansing, enrichment and maintenance of member, provider and customer data across your systems.',
      },
      {
        icon: 'briefcase',
        title: 'Claims and billing',
        text: 'Claims entry, adjudication support, billing and payment posting with audit trails for every step.',
      },
      {
        icon: 'users',
        title: 'Member and provider services',
        text: 'Enrolment, eligibility checks, credentialing support and service requests handled end to end.',
      },
      {
        icon: 'clock',
        title: 'Administrative support',
        text: 'Scheduling, correspondence, reporting and the everyday tasks that keep operations moving.',
      },
    ],
  },
  {
    slug: 'technology-consulting',
    path: cadencePaths.technologyConsulting,
    title: 'Technology Consulting',
    summary: 'CRM, security, cloud and integration expertise to modernise the systems you run on.',
    intro:
      'Certified consultants plan, implement and support the platforms behind your operations, from customer records to contact-centre analytics.',
    cards: [
      {
        icon: 'users',
        title: 'CRM implementation',
        text: 'Design, configuration and migration for CRM platforms, with workflows your teams actually adopt.',
      },
      {
        icon: 'shield',
        title: 'Cybersecurity',
        text: 'Risk assessments, access reviews, HIPAA-aligned controls and incident response planning.',
      },
      {
        icon: 'zap',
        title: 'Cloud and Azure',
        text: 'Azure architecture, migration and cost optimisation, with monitoring and governance built in.',
      },
      {
        icon: 'chat',
        title: 'Verint integration',
        text: 'Verint workforce engagement and speech analytics connected to your CRM and reporting.',
      },
      {
        icon: 'app',
        title: 'Custom development',
        text: 'Integrations, portals and automation built to your requirements and handed over with documentation.',
      },
    ],
  },
  {
    slug: 'customer-experience',
    path: cadencePaths.customerExperience,
    title: 'Customer Experience',
    summary: 'Omnichannel support and experience management that customers and members notice.',
    intro:
      'Contact-centre teams, analytics and AI assistance combine to answer faster, resolve more on the first contact and learn from every conversation.',
    cards: [
      {
        icon: 'chat',
        title: 'Omnichannel contact centre',
        text: 'Phone, email, chat and SMS support staffed by trained agents, with one view of every customer.',
      },
      {
        icon: 'sparkles',
        title: 'AI-assisted support',
        text: 'Suggested answers, summaries and routing that help agents resolve issues faster.',
      },
      {
        icon: 'trendingUp',
        title: 'Speech and text analytics',
        text: 'Every interaction analysed for sentiment, compliance and the reasons customers call.',
      },
      {
        icon: 'target',
        title: 'Quality assurance',
        text: 'Scorecards, calibration and coaching that lift consistency across teams.',
      },
      {
        icon: 'users',
        title: 'Workforce management',
        text: 'Forecasting and scheduling that match staffing to demand hour by hour.',
      },
      {
        icon: 'heart',
        title: 'Customer journey design',
        text: 'Journey mapping and service design to remove friction where it costs the most.',
      },
    ],
    benefits: [
      {
        icon: 'trendingUp',
        title: 'Higher satisfaction',
        text: 'Faster, more consistent answers lift CSAT and member satisfaction scores.',
      },
      {
        icon: 'check',
        title: 'More first-contact resolution',
        text: 'Agents with the right context solve more issues on the first call.',
      },
      {
        icon: 'clock',
        title: 'Lower handling time',
        text: 'AI summaries and knowledge at hand shorten every interaction.',
      },
      {
        icon: 'shield',
        title: 'Compliance built in',
        text: 'Monitoring and QA keep regulated conversations on script and on record.',
      },
    ],
  },
];

export function findCompanyService(slug: CompanyService['slug']): CompanyService {
  const service = companyServices.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown Cadence service ${slug}`);
  return service;
}
