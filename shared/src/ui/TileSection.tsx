import { IconTile, type Tile } from './IconTile';
import { Grid } from './layout';
import { TitledSection } from './TitledSection';

/** A section of icon tiles under a heading. */
export function TileSection({
  id,
  title,
  intro,
  tiles,
  columns = 4,
  tone,
}: {
  id: string;
  title: string;
  intro?: string;
  tiles: readonly Tile[];
  columns?: number;
  tone?: 'muted';
}) {
  return (
    <TitledSection id={id} title={title} intro={intro} tone={tone}>
      <Grid $columns={columns}>
        {tiles.map((tile) => (
          <IconTile key={tile.title} icon={tile.icon} title={tile.title} text={tile.text} />
        ))}
      </Grid>
    </TitledSection>
  );
}
