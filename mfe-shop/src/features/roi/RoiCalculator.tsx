import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney, formatNumber, formatPrice } from '@site/shared/cart';
import { useHydrated } from '@site/shared/hydration';
import type { Product } from '@site/shared/types';
import { Card, CardText, CardTitle, TextField, ValueList } from '@site/shared/ui';
import { parseHourlyRate, roiFigures } from './roi';

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
  // The last valid rate keeps the figures on screen while the field is being corrected.
  const [rate, setRate] = useState(averageHourlyRate);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  // Its code arrives after the page's (lazyPart): says when the field takes input.
  const ready = useHydrated();
  const figures = roiFigures(product.price, timeSavingsPerWeek, rate);

  const onChange = (value: string) => {
    setInput(value);
    const check = parseHourlyRate(value);
    if (check.ok) {
      setRate(check.rate);
      setError(null);
    } else {
      setError(check.message);
    }
  };

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
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <Figures aria-live="polite" aria-label={`Return on ${product.name}`}>
        <dt>Weekly value</dt>
        <dd data-testid="roi-weekly">{formatMoney(figures.weekly)}</dd>
        <dt>Monthly value</dt>
        <dd data-testid="roi-monthly">{formatMoney(figures.monthly)}</dd>
        <dt>Yearly value</dt>
        <dd data-testid="roi-yearly">{formatMoney(figures.yearly)}</dd>
        <dt>Pays for itself in</dt>
        <dd data-testid="roi-payback">
          {figures.paybackWeeks === null
            ? 'never at this rate'
            : `${formatNumber(figures.paybackWeeks)} ${figures.paybackWeeks === 1 ? 'week' : 'weeks'}`}
        </dd>
        <dt className="highlight">Yearly ROI</dt>
        <dd className="highlight" data-testid="roi-percent">
          {figures.yearlyRoiPercent === null ? '—' : `${formatNumber(figures.yearlyRoiPercent)}%`}
        </dd>
      </Figures>
    </Card>
  );
}
