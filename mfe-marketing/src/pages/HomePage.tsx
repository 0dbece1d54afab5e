import { products } from '@site/shared/catalogue';
import { PageMeta } from '@site/shared/seo';
import { HydrateWhenSeen } from '@site/shared/ui';
import { ContactSection } from '../features/contact/ContactSection';
import { consultationProducts } from '../features/consultations/bookConsultation';
import { ConsultationsSection } from '../features/consultations/ConsultationsSection';
import { NewsletterSection } from '../features/newsletter/NewsletterSection';
import { ServicesSection } from '../features/services/ServicesSection';
import { About } from '../features/home/About';
import { CaseStudies } from '../features/home/CaseStudies';
import { Hero } from '../features/home/Hero';
import { SocialContent } from '../features/home/SocialContent';
import { Testimonials } from '../features/home/Testimonials';
import { marketingPaths } from '@site/paths/marketing';

/** docs/product.md §2 Home page: the nine sections in order. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="AI Strategy, Automation and Training for Business Owners"
        description="Practical AI strategy, automation and training for entrepreneurs and business owners: courses, apps, complete AI solutions and a free 30-minute strategy call."
        path={marketingPaths.home}
      />
      <Hero />
      {/* Each section hydrates on its own, when it comes near the viewport or the browser is idle. */}
      <HydrateWhenSeen>
        <About />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <ServicesSection />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <CaseStudies />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <Testimonials />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <ConsultationsSection products={consultationProducts(products)} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <NewsletterSection />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <SocialContent />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <ContactSection />
      </HydrateWhenSeen>
    </>
  );
}
