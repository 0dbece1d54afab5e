import { PageMeta } from '@site/shared/seo';
import { Guarantee, PageHero, TileSection, TitledSection } from '@site/shared/ui';
import { categoryProducts } from '../../features/catalogue/categories';
import { ProductGrid } from '../../features/catalogue/ProductGrid';
import { digitalBenefits } from '../../features/content/shopContent';
import { CoverFan } from '../../lib/ShopArt';
import { shopPaths } from '@site/paths/shop';

const digitalProducts = categoryProducts('digital');

export function DigitalPage() {
  return (
    <>
      <PageMeta
        title="Digital Products: AI Courses, Templates and Ebooks"
        description="Self-paced AI courses, ready-made business templates and practical ebooks with instant access and a 30-day money-back guarantee."
        path={shopPaths.category('digital')}
      />
      <PageHero
        eyebrow="Digital Products"
        title="AI Courses, Templates and Ebooks"
        art={<CoverFan productIds={['ai-strategy-intensive', 'ai-templates-bundle', 'automation-blueprint']} />}
      >
        Learn to use AI in your business at your own pace, with materials built from real client work.
      </PageHero>
      <TileSection id="digital-benefits" title="Why learn with these" tiles={digitalBenefits} />
      <TitledSection tone="muted" id="digital-products-title" title="Courses, templates and ebooks">
        <ProductGrid products={digitalProducts} label="Filter digital products by category" />
      </TitledSection>
      <Guarantee title="30-day money-back guarantee">
        Try any course, template or ebook for 30 days. If it does not help your business, email us and you get every
        cent back, no questions asked.
      </Guarantee>
    </>
  );
}
