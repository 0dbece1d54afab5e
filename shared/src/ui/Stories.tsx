import { Grid } from './layout';
import { StoryCard, type Story } from './StoryCard';
import { TitledSection } from './TitledSection';

/** Testimonials or success stories under a heading, three or two to a row. */
export function Stories({
  id,
  title,
  intro,
  stories,
  tone = 'muted',
}: {
  id: string;
  title: string;
  intro?: string;
  stories: readonly Story[];
  tone?: 'muted';
}) {
  return (
    <TitledSection id={id} title={title} intro={intro} tone={tone}>
      <Grid $columns={stories.length % 3 === 0 ? 3 : 2}>
        {stories.map((story) => (
          <StoryCard key={story.name} story={story} />
        ))}
      </Grid>
    </TitledSection>
  );
}
