export { Button, buttonStyles, BUTTON_VARIANTS, type ButtonVariant, type ButtonSize } from './Button';
export {
  columnsUpTo,
  Container,
  drawnNearScreen,
  Section,
  SectionHeader,
  Grid,
  Card,
  Badge,
  VisuallyHidden,
  Muted,
  IconBubble,
} from './layout';
export { Spinner, PageLoading } from './Spinner';
export { TextField, Input, Label, FieldError, type TextFieldProps } from './form';
export { Icon, ICON_NAMES, type IconName } from './icons';
export { Dialog, Sheet, preloadDialog, type DialogProps } from './Dialog';
export { LazyPart, LoadBoundary, retryableLazy } from './LoadBoundary';
export { Toaster, preloadToaster } from './Toaster';
export { NotFoundPage } from './NotFoundPage';
export { ComingSoonPage } from './ComingSoonPage';
export { lazyPart, preloadLazyParts } from './lazyPart';
export { PartLive } from './PartLive';
export { useEscapeToClose } from './escapeLayers';
export { HydrateWhenSeen } from './HydrateWhenSeen';
export { CardTitle } from './CardTitle';
export { CardText } from './CardText';
export { CardBadge } from './CardBadge';
export { CardLink } from './CardLink';
export { CardMedia } from './CardMedia';
export { QuoteCard } from './QuoteCard';
export { ChoiceButton } from './ChoiceButton';
export { ValueList } from './ValueList';
export { PageHero } from './PageHero';
export { HeroActions } from './HeroActions';
export { HeroTitle } from './HeroTitle';
export { HeroLead } from './HeroLead';
export { HeroBackLink } from './HeroBackLink';
export { TitledSection } from './TitledSection';
export { IconTile, type Tile } from './IconTile';
export { TileSection } from './TileSection';
export { Stat, type StatData } from './Stat';
export { figureFirst, StatGrid, type StatGridProps } from './StatGrid';
export { StatRow } from './StatRow';
export { StarRating } from './StarRating';
export { StoryCard, type Story } from './StoryCard';
export { Stories } from './Stories';
export { Guarantee } from './Guarantee';
export { SectionLinkButton } from './SectionLinkButton';
export { CheckList } from './CheckList';
export { HeroWithArt, HERO_ART_ID } from './HeroWithArt';
export { FirstScreenEnd, FIRST_SCREEN_END_ID } from './FirstScreenEnd';
export { DrawnSvg } from './DrawnSvg';
export { ExternalFrame } from './ExternalFrame';
