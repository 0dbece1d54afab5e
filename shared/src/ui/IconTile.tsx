import type { ComponentProps, ReactNode } from 'react';
import { CardText } from './CardText';
import { CardTitle } from './CardTitle';
import { Icon, type IconName } from './icons';
import { Card, IconBubble } from './layout';

export interface Tile {
  icon: IconName;
  title: string;
  text: string;
}

/**
 * A card led by an icon (in a tinted bubble, or bare and larger with `bare`), a title and a line
 * of text; anything passed as children closes the card.
 */
export function IconTile({
  icon,
  title,
  text,
  bare = false,
  children,
  ...rest
}: Tile & { bare?: boolean; children?: ReactNode } & Omit<ComponentProps<typeof Card>, 'title'>) {
  return (
    <Card {...rest}>
      {bare ? (
        <Icon name={icon} size={28} />
      ) : (
        <IconBubble aria-hidden="true">
          <Icon name={icon} size={24} />
        </IconBubble>
      )}
      <CardTitle>{title}</CardTitle>
      <CardText>{text}</CardText>
      {children}
    </Card>
  );
}
