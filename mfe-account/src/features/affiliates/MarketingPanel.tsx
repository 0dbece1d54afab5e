import { siteConfig } from '@site/shared/config';
import { Grid, Icon, type IconName } from '@site/shared/ui';
import { Meta, Panel, TabHeading } from '../../lib/ui';
import { AFFILIATE_TERMS, referralLink } from './affiliateProgram';
import { CopyField } from './CopyField';

/** Ready-made email and social posts carrying the referrer's link, and how to get banners. */
export function MarketingPanel({ origin, code }: { origin: string; code: string }) {
  const link = referralLink(origin, code, 'ai-prompt-mastery');
  const email = `Subject: The AI course that finally made prompts click for me

Hi {first name},

I've been using ${siteConfig.expertName}'s AI Prompt Mastery Course to get real work out of ChatGPT and friends: clear prompts, reusable templates, and hours saved every week.

If you've been meaning to get serious about AI for your business, this is where I'd start. You'll get ${AFFILIATE_TERMS.friendDiscountPercent}% off your first purchase with my link:
${link}

Talk soon,
{your name}`;
  const social = `I've saved hours every week since learning how to prompt properly. ${siteConfig.expertName}'s AI Prompt Mastery Course is the most practical AI training I've found for business owners. ${AFFILIATE_TERMS.friendDiscountPercent}% off your first purchase with my link: ${link}`;
  const materials: { title: string; icon: IconName; text: string; hint: string }[] = [
    { title: 'Email to your list', icon: 'mail', text: email, hint: 'Replace the parts in braces before sending.' },
    {
      title: 'Social media post',
      icon: 'chat',
      text: social,
      hint: 'Fits LinkedIn, Facebook and X (under 400 characters).',
    },
  ];
  return (
    <>
      <TabHeading>Marketing Materials</TabHeading>
      <Grid $columns={2}>
        {materials.map((material) => (
          <Panel key={material.title}>
            <h3>
              <Icon name={material.icon} size={18} /> {material.title}
            </h3>
            <Meta>{material.hint}</Meta>
            <CopyField
              multiline
              value={material.text}
              label={material.title}
              buttonLabel={`Copy ${material.title.toLowerCase()}`}
              copiedMessage="Text copied to clipboard"
            />
          </Panel>
        ))}
      </Grid>
      <Panel>
        <h3>
          <Icon name="file" size={18} /> Banners and brand assets
        </h3>
        <Meta>
          Banner images in the usual ad sizes, logos and product screenshots are sent on request: email{' '}
          <a href={`mailto:${siteConfig.supportEmail}?subject=Affiliate%20banners`}>{siteConfig.supportEmail}</a> with
          your referral code.
        </Meta>
      </Panel>
    </>
  );
}
