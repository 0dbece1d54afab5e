export { Button, buttonStyles, BUTTON_VARIANTS, type ButtonVariant, type ButtonSize } from './Button';
export { Container, Section, SectionHeader, Grid, Card, Badge, VisuallyHidden, Muted, IconBubble } from './layout';
export { Spinner, PageLoading } from './Spinner';
export { TextField, Input, Label, FieldError, type TextFieldProps } from './form';
export { Icon, ICON_NAMES, type IconName } from './icons';
export { Dialog, Sheet, preloadDialog, type DialogProps } from './Dialog';
export { Toaster, preloadToaster } from './Toaster';
export { NotFoundPage } from './NotFoundPage';
export { ComingSoonPage } from './ComingSoonPage';
