import { useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@site/shared/cart';
import { toast } from '@site/shared/toast';
import type { Product } from '@site/shared/types';
import {
  Button,
  Card,
  CardText,
  CardTitle,
  Container,
  Grid,
  Icon,
  Section,
  SectionHeader,
  SectionLinkButton,
} from '@site/shared/ui';
import { createConsultationPayment } from './bookConsultation';

/** The price sits at the card's foot, above its button. */
const Price = styled.p`
  margin: auto 0 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 800;
`;

const Empty = styled.div`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Paid consultations (docs/product.md §2 Home 6). The catalogue has no consultation products today, so the
 * section says how to book instead of showing an empty grid.
 */
export function ConsultationsSection({ products }: { products: readonly Product[] }) {
  const [processing, setProcessing] = useState<string | null>(null);

  const book = async (product: Product) => {
    setProcessing(product.id);
    try {
      const url = await createConsultationPayment(product);
      window.open(url, '_blank', 'noopener,noreferrer');
      toast({
        title: 'Payment Processing',
        description: "Opening secure payment window. After payment, you'll receive booking instructions.",
      });
    } catch (error) {
      console.error('[consultations] booking failed:', error);
      toast({
        title: 'Booking Error',
        description: 'Unable to process booking. Please try again or contact support.',
        variant: 'destructive',
      });
    } finally {
      setProcessing(null);
    }
  };

  return (
    <Section id="consultations" aria-labelledby="consultations-title">
      <Container>
        <SectionHeader>
          <h2 id="consultations-title">Paid consultations</h2>
          <p>Focused one-to-one sessions, booked and paid online, with a recording sent within 24 hours.</p>
        </SectionHeader>
        {products.length === 0 ? (
          <Empty>
            <p>
              No paid sessions are open for booking right now. Book a free 30-minute strategy call instead and we will
              find the right next step together.
            </p>
            <SectionLinkButton section="contact">
              <Icon name="calendar" size={18} /> Book a free call
            </SectionLinkButton>
          </Empty>
        ) : (
          <Grid $columns={3}>
            {products.map((product) => (
              <Card key={product.id}>
                <CardTitle>{product.name}</CardTitle>
                {product.duration ? <CardText>{product.duration}</CardText> : null}
                <CardText>{product.description}</CardText>
                <Price>{formatPrice(product.price)}</Price>
                <Button
                  $fullWidth
                  disabled={processing === product.id}
                  onClick={() => void book(product)}
                  aria-label={processing === product.id ? undefined : `Book now: ${product.name}`}
                >
                  {processing === product.id ? 'Processing...' : 'Book now'}
                </Button>
              </Card>
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
