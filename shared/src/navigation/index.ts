export {
  ANCHOR_SCROLL_DELAY_MS,
  scrollToSection,
  scrollToSectionWhenReady,
  useSectionNavigation,
} from './sectionNavigation';
