import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney, formatNumber, formatPrice } from '@site/shared/cart';
import { useHydrated } from '@site/shared/hydration';
import type { Product } from '@site/shared/types';
import { Card, CardText, CardTitle, TextField, ValueList } from '@site/shared/ui';
import { parseHourlyRate, roiFigures, type RoiFigures } from './roi';

const Figures = styled(ValueList).attrs({ $rowGap: 2 })`
  dd {
    font-weight: 700;
  }
  .highlight {
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** ROI calculator for one app (docs/product.md §9): the hours it saves at the visitor's hourly rate. */
export function RoiCalculator({ product }: { product: Product & { roiData: NonNullable<Product['roiData']> } }) {
  const { timeSavingsPerWeek, averageHourlyRate } = product.roiData;
  const [input, setInput] = useState(String(averageHourlyRate));
  // The figures are the field's, never an earlier value's: while it is not a valid rate they say so.
  const check = parseHourlyRate(input);
  const titleId = useId();
  const noteId = useId();
  // Its code arrives after the page's (lazyPart): says when the field takes input.
  const ready = useHydrated();
  const figures = check.ok ? roiFigures(product.price, timeSavingsPerWeek, check.rate) : null;
  const shown = (figure: (valid: RoiFigures) => string) => (figures ? figure(figures) : '—');

  return (
    <Card aria-labelledby={titleId} data-testid="roi-calculator" data-ready={ready ? 'true' : undefined}>
      <CardTitle id={titleId}>{product.name}</CardTitle>
      <CardText>
        Saves about <strong>{timeSavingsPerWeek} hours a week</strong> for {formatPrice(product.price)}.
      </CardText>
      <TextField
        label="Your hourly rate ($)"
        inputMode="decimal"
        autoComplete="off"
        value={input}
        error={check.ok ? null : check.message}
        onChange={(event) => setInput(event.target.value)}
      />
      <div aria-live="polite">
        {figures ? null : (
          <CardText $weight={600} id={noteId} data-testid="roi-needs-rate">
            The figures need a valid hourly rate.
          </CardText>
        )}
        <Figures aria-label={`Return on ${product.name}`} aria-describedby={figures ? undefined : noteId}>
          <dt>Weekly value</dt>
          <dd data-testid="roi-weekly">{shown((valid) => formatMoney(valid.weekly))}</dd>
          <dt>Monthly value</dt>
          <dd data-testid="roi-monthly">{shown((valid) => formatMoney(valid.monthly))}</dd>
          <dt>Yearly value</dt>
          <dd data-testid="roi-yearly">{shown((valid) => formatMoney(valid.yearly))}</dd>
          <dt>Pays for itself in</dt>
          <dd data-testid="roi-payback">{shown(paybackText)}</dd>
          <dt className="highlight">Yearly ROI</dt>
          <dd className="highlight" data-testid="roi-percent">
            {shown((valid) => (valid.yearlyRoiPercent === null ? '—' : `${formatNumber(valid.yearlyRoiPercent)}%`))}
          </dd>
        </Figures>
      </div>
    </Card>
  );
}

function paybackText({ paybackWeeks }: RoiFigures): string {
  if (paybackWeeks === null) return 'never at this rate';
  return `${formatNumber(paybackWeeks)} ${paybackWeeks === 1 ? 'week' : 'weeks'}`;
}
