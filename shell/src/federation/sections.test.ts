import { siteSections } from '../test/siteSections';
import { footerGroups, menuLinks, remoteFor, type Sections } from './sections';

const remoteForPath = (pathname: string) => remoteFor(siteSections, pathname);

describe('the route table of the sections', () => {
  it('finds the remote of exact and nested paths, as the router matches them', () => {
    expect(remoteForPath('/')).toBe('marketing');
    expect(remoteForPath('/shop')).toBe('shop');
    expect(remoteForPath('/shop/apps')).toBe('shop');
    expect(remoteForPath('/Shop/Apps/')).toBe('shop');
    expect(remoteForPath('/cadence-concierge/intake')).toBe('cadence');
    expect(remoteForPath('/ai-trust-test/')).toBe('quiz');
    expect(remoteForPath('/login')).toBe('account');
  });

  it('gives no remote to a path that only starts like a route', () => {
    expect(remoteForPath('/shopping')).toBeNull();
    expect(remoteForPath('/ai-trust-test/extra')).toBeNull();
    expect(remoteForPath('/cadencex')).toBeNull();
    expect(remoteForPath('/no/such/page')).toBeNull();
  });
});

describe('links from the sections', () => {
  it("puts every section's menu links in one order: the home page's sections, then the pages", () => {
    expect(menuLinks(siteSections).map((link) => link.label)).toEqual([
      'About',
      'Services',
      'Content',
      'Contact',
      'Shop',
      'Community',
      'AI Trust Test',
      'Cadence',
    ]);
  });

  it('a section that adds a link adds it in its place, and the footer groups keep theirs', () => {
    const sections: Sections = {
      ...siteSections,
      shop: {
        ...siteSections.shop!,
        menu: [...(siteSections.shop!.menu ?? []), { to: '/shop/gifts', label: 'Gifts', order: 55 }],
      },
      extra: {
        label: 'Extra',
        routes: ['/extra'],
        footer: [{ group: 'Legal', to: '/extra', label: 'Imprint', order: 33 }],
      },
    };
    expect(
      menuLinks(sections)
        .map((link) => link.label)
        .slice(4, 7),
    ).toEqual(['Shop', 'Gifts', 'Community']);
    expect(footerGroups(sections).map((group) => group.title)).toEqual(['Services', 'Company', 'Legal']);
    expect(footerGroups(sections)[2]!.links.map((link) => link.label)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
      'Imprint',
    ]);
    expect(remoteFor(sections, '/extra')).toBe('extra');
  });
});
