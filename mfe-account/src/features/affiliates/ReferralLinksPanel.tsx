import styled from 'styled-components';
import { formatMoney, formatPrice } from '@site/shared/cart';
import { CATEGORY_LABELS } from '@site/shared/catalogue';
import { Meta, Panel, PanelHeader, PlainList, TabHeading } from '../../lib/ui';
import { AFFILIATE_TERMS, referralLink, type AffiliateProduct } from './affiliateProgram';
import { CopyField } from './CopyField';

const Earn = styled.p`
  margin: 0;
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The referral code and a link to copy for each product, with what it earns. */
export function ReferralLinksPanel({
  products,
  origin,
  code,
}: {
  products: AffiliateProduct[];
  origin: string;
  code: string;
}) {
  return (
    <>
      <TabHeading>Referral Links</TabHeading>
      <Meta $below={4}>
        Your referral code is <strong data-testid="referral-code">{code}</strong>. Share a product&apos;s link: a friend
        who buys within {AFFILIATE_TERMS.cookieDays} days gets {AFFILIATE_TERMS.friendDiscountPercent}% off their first
        purchase, and you earn {AFFILIATE_TERMS.commissionPercent}% of what they pay for it before tax.
      </Meta>
      <PlainList>
        {products.map((product) => (
          <Panel as="li" key={product.id} data-testid="referral-product">
            <PanelHeader>
              <div>
                <h3>{product.name}</h3>
                <Meta>
                  {formatPrice(product.price)} · {CATEGORY_LABELS[product.category] ?? product.category}
                </Meta>
              </div>
              <Earn>
                You earn <strong>{formatMoney(product.commissionCents / 100)}</strong> on a friend&apos;s first
                purchase: {AFFILIATE_TERMS.commissionPercent}% of the {formatMoney(product.friendPaysCents / 100)} they
                pay, with their {AFFILIATE_TERMS.friendDiscountPercent}% off, before tax
              </Earn>
            </PanelHeader>
            <CopyField
              value={referralLink(origin, code, product.id)}
              label={`Referral link for ${product.name}`}
              buttonLabel={`Copy referral link for ${product.name}`}
            />
          </Panel>
        ))}
      </PlainList>
    </>
  );
}
