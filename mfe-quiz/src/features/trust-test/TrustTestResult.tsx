import type { Ref } from 'react';
import styled from 'styled-components';
import type { NextStepAction, ResultView, TrustTestContent } from './trustTestTypes';
import { Badge, Button, CardText, Icon } from '@site/shared/ui';
import { LEVEL_LABELS } from './resultView';
import { TrustTestActions } from './TrustTestActions';

const ScoreCard = styled.section<{ $background: string; $accent: string }>`
  background: ${({ $background }) => $background};
  border-left: 6px solid ${({ $accent }) => $accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    &:focus {
      outline: none;
    }
  }
`;

const ScoreLine = styled.p<{ $accent: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  > svg {
    color: ${({ $accent }) => $accent};
  }
`;

const Steps = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Promo = styled.aside`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.secondaryHover};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

interface TrustTestResultProps {
  result: ResultView;
  total: number;
  proReport: TrustTestContent['proReport'];
  headingRef: Ref<HTMLHeadingElement>;
  onStep: (action: NextStepAction) => void;
  onRestart: () => void;
}

/** The scored result, its next steps, a retake and the Pro Report teaser. */
export function TrustTestResult({ result, total, proReport, headingRef, onStep, onRestart }: TrustTestResultProps) {
  return (
    <div>
      <ScoreCard
        $background={result.colours.background}
        $accent={result.colours.accent}
        aria-labelledby="trust-result-title"
        data-level={result.level}
      >
        <ScoreLine $accent={result.colours.accent}>
          <Icon name={result.icon as 'shield'} size={28} />
          <span>
            Score: {result.score} / {total}
          </span>
          <Badge $tone={result.level === 'trusted' ? 'success' : result.level === 'danger' ? 'destructive' : 'muted'}>
            {LEVEL_LABELS[result.level]}
          </Badge>
        </ScoreLine>
        <h2 id="trust-result-title" ref={headingRef} tabIndex={-1}>
          {result.title}
        </h2>
        <CardText>{result.description}</CardText>
      </ScoreCard>
      <h3>Your next steps</h3>
      <Steps>
        {result.nextSteps.map((step, i) => (
          <li key={step.text}>
            <Button $variant={i === 0 ? 'default' : 'outline'} $fullWidth onClick={() => onStep(step.action)}>
              {step.action === 'download' ? <Icon name="download" size={16} /> : null}
              {step.text}
            </Button>
          </li>
        ))}
      </Steps>
      <TrustTestActions>
        <Button $variant="secondary" onClick={onRestart}>
          <Icon name="refresh" size={16} /> Take the test again
        </Button>
      </TrustTestActions>
      <Promo aria-labelledby="pro-report-title">
        <h2 id="pro-report-title">{proReport.title}</h2>
        <p>{proReport.description}</p>
        <Button $variant="accent" disabled aria-disabled="true">
          Get Pro Report (coming soon)
        </Button>
      </Promo>
    </div>
  );
}
