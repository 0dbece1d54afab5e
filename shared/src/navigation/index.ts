export {
  ANCHOR_SCROLL_DELAY_MS,
  scrollToSection,
  scrollToSectionWhenReady,
  takePendingSectionScroll,
  useSectionNavigation,
} from './sectionNavigation';
