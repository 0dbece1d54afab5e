import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@site/shared/router';
import styled, { useTheme } from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useSectionNavigation } from '@site/shared/navigation';
import { PageMeta, usePrerenderedContent } from '@site/shared/seo';
import type { AnswerValue, NextStepAction, TrustTestContent } from '@site/shared/types';
import { Badge, Button, Container, Icon, Muted, Section, Spinner } from '@site/shared/ui';
import { downloadResults, resultsText } from './downloadResults';
import { fallbackContent } from './fallbackContent';
import { parseTrustTestContent } from './contentSchema';
import { CONTENT_URL, loadTrustTestContent } from './loadContent';
import { buildResultView } from './resultView';
import { progressPercent } from './scoring';

/** About the height of the card with a question in it (measured at 390 to 1280 px wide). */
const QUESTION_CARD_MIN_HEIGHT = 640;

const Panel = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Intro = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;

const Card = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

const ProgressRow = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.gradients.hero};
  transition: width 0.3s ease;
`;

const Question = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  &:focus {
    outline: none;
  }
`;

const Answers = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const AnswerButton = styled.button`
  width: 100%;
  min-height: 52px;
  text-align: left;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
`;

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

const ScoreLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space(3)};
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

type Stage = 'loading' | 'question' | 'result';

const LEVEL_LABELS = { trusted: 'Trusted', caution: 'Caution', danger: 'Danger' } as const;

export function TrustTestPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const goToSection = useSectionNavigation();
  // A first visit's HTML carries the content file as built: question 1 shows at once. Reached by
  // a link inside the site, the page shows its loading state until the file arrives.
  const embedded = usePrerenderedContent(CONTENT_URL);
  const [initialContent] = useState(() => {
    const parsed = embedded === undefined ? null : parseTrustTestContent(embedded);
    return parsed?.ok ? parsed.content : null;
  });
  const [content, setContent] = useState<TrustTestContent>(initialContent ?? fallbackContent);
  const [stage, setStage] = useState<Stage>(initialContent ? 'question' : 'loading');
  const [index, setIndex] = useState(0);
  // The index of the chosen answer per question (two answers can share a value).
  const [choices, setChoices] = useState<number[]>([]);
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let active = true;
    void loadTrustTestContent().then(({ content: loaded, source }) => {
      if (!active) return;
      if (!initialContent) {
        setContent(loaded);
        setStage('question');
        return;
      }
      // The page started from the embedded copy: take a newer file (a content redeploy) only
      // before the visitor has answered, and never swap it for the built-in fallback.
      if (source === 'file' && !moved.current && JSON.stringify(loaded) !== JSON.stringify(initialContent)) {
        setContent(loaded);
      }
    });
    return () => {
      active = false;
    };
  }, [initialContent]);

  // After the visitor answers, goes back or finishes, focus follows to the new heading.
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus();
  }, [index, stage]);

  const total = content.questions.length;
  const question = content.questions[index];
  const finalAnswers = useMemo(
    () =>
      choices
        .map((choice, q) => content.questions[q]?.answers[choice]?.value)
        .filter((value): value is AnswerValue => value !== undefined),
    [choices, content],
  );
  const result = stage === 'result' ? buildResultView(content, finalAnswers, theme) : null;

  const choose = (choice: number) => {
    moved.current = true;
    const next = [...choices];
    next[index] = choice;
    setChoices(next);
    if (index + 1 < total) setIndex(index + 1);
    else setStage('result');
  };

  const back = () => {
    moved.current = true;
    setIndex((i) => Math.max(0, i - 1));
  };

  const restart = () => {
    moved.current = true;
    setChoices([]);
    setIndex(0);
    setStage('question');
  };

  const runStep = (action: NextStepAction) => {
    if (!result) return;
    if (action === 'booking') goToSection('contact');
    else if (action === 'learn') goToSection('content');
    else if (action === 'alternatives') navigate('/shop');
    else downloadResults(resultsText(result, total, siteConfig));
  };

  return (
    <Section>
      <PageMeta
        title="AI Trust Test"
        description="Seven questions, two minutes: find out how safely your business uses AI, with a score and next steps."
        path="/ai-trust-test"
      />
      <Container>
        <Panel>
          <Intro>
            <h1>{content.title}</h1>
            <Muted>{content.subtitle}</Muted>
          </Intro>
          {/* While loading, the card already takes the height of a question, so nothing below it moves. */}
          <Card style={stage === 'loading' ? { minHeight: QUESTION_CARD_MIN_HEIGHT } : undefined}>
            {stage === 'loading' ? (
              <div style={{ textAlign: 'center', padding: '32px 0' }}>
                <Spinner label="Loading the test" size={32} />
                <p>Loading the test…</p>
              </div>
            ) : null}

            {stage === 'question' && question ? (
              <div>
                <ProgressRow>
                  <span>
                    Question {index + 1} of {total}
                  </span>
                  <span>{progressPercent(index + 1, total)}% complete</span>
                </ProgressRow>
                <Track
                  role="progressbar"
                  aria-label="Progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progressPercent(index + 1, total)}
                >
                  <Fill $percent={progressPercent(index + 1, total)} />
                </Track>
                <Question ref={focusTarget} tabIndex={-1} id="trust-question">
                  {question.question}
                </Question>
                <Muted>{question.description}</Muted>
                <Answers aria-labelledby="trust-question">
                  {question.answers.map((answer, choice) => (
                    <li key={answer.text}>
                      <AnswerButton
                        type="button"
                        aria-pressed={choices[index] === choice}
                        onClick={() => choose(choice)}
                      >
                        {answer.text}
                      </AnswerButton>
                    </li>
                  ))}
                </Answers>
                <Row>
                  {index > 0 ? (
                    <Button $variant="outline" onClick={back}>
                      <Icon name="arrowLeft" size={16} /> Previous question
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button as={Link} to="/" $variant="ghost">
                    <Icon name="home" size={16} /> Back to Home
                  </Button>
                </Row>
              </div>
            ) : null}

            {result ? (
              <div>
                <ScoreCard
                  $background={result.colours.background}
                  $accent={result.colours.accent}
                  aria-labelledby="trust-result-title"
                  data-level={result.level}
                >
                  <ScoreLine>
                    <Icon name={result.icon as 'shield'} size={28} style={{ color: result.colours.accent }} />
                    <span>
                      Score: {result.score} / {total}
                    </span>
                    <Badge
                      $tone={
                        result.level === 'trusted' ? 'success' : result.level === 'danger' ? 'destructive' : 'muted'
                      }
                    >
                      {LEVEL_LABELS[result.level]}
                    </Badge>
                  </ScoreLine>
                  <h2 id="trust-result-title" ref={focusTarget} tabIndex={-1}>
                    {result.title}
                  </h2>
                  <p style={{ margin: 0 }}>{result.description}</p>
                </ScoreCard>
                <h3>Your next steps</h3>
                <Steps>
                  {result.nextSteps.map((step, i) => (
                    <li key={step.text}>
                      <Button
                        $variant={i === 0 ? 'default' : 'outline'}
                        $fullWidth
                        onClick={() => runStep(step.action)}
                      >
                        {step.action === 'download' ? <Icon name="download" size={16} /> : null}
                        {step.text}
                      </Button>
                    </li>
                  ))}
                </Steps>
                <Row>
                  <Button $variant="secondary" onClick={restart}>
                    <Icon name="refresh" size={16} /> Take the test again
                  </Button>
                  <Button as={Link} to="/" $variant="ghost">
                    <Icon name="home" size={16} /> Back to Home
                  </Button>
                </Row>
                <Promo aria-labelledby="pro-report-title">
                  <h2 id="pro-report-title">{content.proReport.title}</h2>
                  <p>{content.proReport.description}</p>
                  <Button $variant="accent" disabled aria-disabled="true">
                    Get Pro Report (coming soon)
                  </Button>
                </Promo>
              </div>
            ) : null}
          </Card>
          {stage !== 'result' ? (
            <Muted style={{ textAlign: 'center', marginTop: 16 }}>{content.description}</Muted>
          ) : null}
        </Panel>
      </Container>
    </Section>
  );
}
