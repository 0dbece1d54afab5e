import { PageMeta } from '@site/shared/seo';
import { Grid, IconTile, QuoteCard, StatRow, TitledSection } from '@site/shared/ui';
import { CommunityHero } from './CommunityHero';
import { FEATURES, STATS, TESTIMONIALS } from './communityContent';
import { MembershipTiers } from './MembershipTiers';
import { marketingPaths } from '@site/paths/marketing';

export { JOIN_SIMULATION_MS } from './CommunityHero';

export function CommunityPage() {
  return (
    <>
      <PageMeta
        title="AI Inner Circle Community"
        description="Join the AI Inner Circle: live workshops, weekly Q&A, templates and a community of business owners putting AI to work."
        path={marketingPaths.community}
      />
      <CommunityHero />
      <MembershipTiers />
      <TitledSection tone="muted" id="features-title" title="What members get">
        <Grid $columns={4}>
          {FEATURES.map((feature) => (
            <IconTile key={feature.title} bare icon={feature.icon} title={feature.title} text={feature.text} />
          ))}
        </Grid>
      </TitledSection>
      <TitledSection id="community-stats-title" title="The circle in numbers">
        <StatRow stats={STATS} $variant="soft" $columns={4} />
      </TitledSection>
      <TitledSection tone="muted" id="community-testimonials-title" title="Members say">
        <Grid $columns={3}>
          {TESTIMONIALS.map((item) => (
            <QuoteCard key={item.name}>
              <blockquote>“{item.quote}”</blockquote>
              <figcaption>
                <strong>{item.name}</strong>, {item.role}
              </figcaption>
            </QuoteCard>
          ))}
        </Grid>
      </TitledSection>
    </>
  );
}
