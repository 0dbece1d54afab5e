import { products } from '@site/shared/catalogue';
import { PageMeta } from '@site/shared/seo';
import { ContactSection } from '../contact/ContactSection';
import { consultationProducts } from '../consultations/bookConsultation';
import { ConsultationsSection } from '../consultations/ConsultationsSection';
import { NewsletterSection } from '../newsletter/NewsletterSection';
import { ServicesSection } from '../services/ServicesSection';
import { About } from './About';
import { CaseStudies } from './CaseStudies';
import { Hero } from './Hero';
import { SocialContent } from './SocialContent';
import { Testimonials } from './Testimonials';

/** SPEC §2 Home page: the nine sections in order. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="AI Strategy, Automation and Training for Business Owners"
        description="Practical AI strategy, automation and training for entrepreneurs and business owners: courses, apps, complete AI solutions and a free 30-minute strategy call."
        path="/"
      />
      <Hero />
      <About />
      <ServicesSection />
      <CaseStudies />
      <Testimonials />
      <ConsultationsSection products={consultationProducts(products)} />
      <NewsletterSection />
      <SocialContent />
      <ContactSection />
    </>
  );
}
