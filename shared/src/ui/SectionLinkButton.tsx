import type { MouseEvent, ReactNode } from 'react';
import { useSectionNavigation } from '../navigation';
import { Button } from './Button';

/**
 * A button-styled link to a section of the home page (`/#contact`): it works as a plain link before
 * hydration, and once live goes there the site's way (to / first when on another page, then scrolls).
 */
export function SectionLinkButton({ section, children }: { section: string; children: ReactNode }) {
  const goToSection = useSectionNavigation();
  return (
    <Button
      as="a"
      href={`/#${section}`}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        goToSection(section);
      }}
    >
      {children}
    </Button>
  );
}
