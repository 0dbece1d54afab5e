import { render, screen } from '@testing-library/react';
import { products } from '../catalogue';
import type { ProductCategory } from '../types';
import { ProductCover, type CoverProduct } from './ProductCover';

const LABELS: Record<ProductCategory, string> = {
  courses: 'Course',
  apps: 'App',
  ai_solutions: 'AI Solution',
  memberships: 'Membership',
  templates: 'Templates',
  ebooks: 'Ebook',
  coaching: 'Coaching',
};

/** What the cover draws (its motif and background), without its text. */
function drawing(product: CoverProduct): { motif: string; whole: string } {
  const { container, unmount } = render(<ProductCover product={product} />);
  const svg = container.querySelector('svg') as SVGSVGElement;
  const motif = svg.querySelector('[data-motif]')?.innerHTML ?? '';
  const whole = [...svg.children]
    .filter((el) => el.tagName !== 'text')
    .map((el) => el.outerHTML)
    .join('');
  unmount();
  return { motif, whole };
}

describe('ProductCover (docs/design.md, Covers)', () => {
  it.each(products.map((p) => [p.name, p] as const))(
    '%s: a named picture that shows its category and its name',
    (_, product) => {
      render(<ProductCover product={product} />);
      const label = LABELS[product.category];
      const cover = screen.getByRole('img', { name: `${label} cover: ${product.name}` });
      const shown = (cover.textContent ?? '').replace(/\s+/g, ' ');
      expect(shown).toContain(label.toUpperCase());
      for (const word of product.name.split(' ')) expect(shown).toContain(word);
      // Sized by its attributes, so its box is known before any style or script (no layout shift).
      expect(cover).toHaveAttribute('width', '320');
      expect(cover).toHaveAttribute('height', '180');
      expect(cover).toHaveAttribute('viewBox', '0 0 320 180');
    },
  );

  it('gives every catalogue product a motif of its own, not its category’s', () => {
    const motifs = products.map((p) => drawing(p).motif);
    expect(new Set(motifs).size).toBe(products.length);
    for (const product of products) {
      expect(drawing(product).motif).not.toBe(drawing({ ...product, image: undefined }).motif);
    }
  });

  it('falls back to the category’s generated cover for a missing or unknown image', () => {
    const base = { id: 'new-course', name: 'Cold Email Playbook', category: 'courses' as const };
    const missing = drawing(base);
    for (const image of ['no-such-cover', 'https://example.com/broken.png', 'constructor']) {
      expect(drawing({ ...base, image }).motif).toBe(missing.motif);
    }
    expect(missing.motif).not.toBe('');
    expect(products.map((p) => drawing(p).motif)).not.toContain(missing.motif);
    render(<ProductCover product={{ ...base, image: 'no-such-cover' }} />);
    expect(screen.getByRole('img', { name: 'Course cover: Cold Email Playbook' })).toHaveTextContent('Cold Email');
  });

  it('draws two new products of one category differently, from their names', () => {
    const a = drawing({ id: 'a', name: 'Cold Email Playbook', category: 'apps' });
    const b = drawing({ id: 'b', name: 'Meeting Notes Assistant', category: 'apps' });
    expect(a.motif).toBe(b.motif);
    expect(a.whole).not.toBe(b.whole);
  });

  it('as a thumbnail it is decorative (the name is beside it) and square', () => {
    const product = products[0]!;
    const { container } = render(
      <p>
        <ProductCover product={product} variant="thumb" />
        {product.name}
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '120');
    expect(svg).toHaveAttribute('height', '120');
    expect(svg?.querySelector('[data-motif]')?.innerHTML).toBe(drawing(product).motif);
  });

  it("as a demo's poster it is decorative, 16:9, with the app's motif, and differs from app to app", () => {
    const apps = products.filter((p) => p.category === 'apps');
    const posters = apps.map((app) => {
      const { container, unmount } = render(<ProductCover product={app} variant="poster" />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('viewBox', '0 0 320 180');
      expect(svg?.querySelector('[data-motif]')?.innerHTML).toBe(drawing(app).motif);
      const whole = svg?.outerHTML;
      unmount();
      return whole;
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(new Set(posters).size).toBe(apps.length);
  });
});
