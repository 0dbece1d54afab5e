import { useEffect, useRef } from 'react';
import { useNavigate } from '@site/shared/router';
import styled, { useTheme } from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useSectionNavigation } from '@site/shared/navigation';
import { PageMeta } from '@site/shared/seo';
import type { NextStepAction } from './trustTestTypes';
import { Container, HeroLead, HeroWithArt, Muted, Section } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { downloadResults, resultsText } from './downloadResults';
import { buildResultView } from './resultView';
import { chosenAnswers } from './trustTestReducer';
import { TrustTestLoading } from './TrustTestLoading';
import { TrustTestQuestion } from './TrustTestQuestion';
import { TrustTestArt } from './TrustTestArt';
import { TrustTestResult } from './TrustTestResult';
import { useTrustTest } from './useTrustTest';
import { quizPaths } from '@site/paths/quiz';

/** About the height of the card with a question in it (measured at 390 to 1280 px wide). */
const QUESTION_CARD_MIN_HEIGHT = 640;

const Panel = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

/** The opening band: the title and subtitle beside the test's illustration (docs/design.md, Art). */
const Intro = styled.header`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;

const Description = styled(Muted)`
  text-align: center;
  margin-top: 16px;
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

/** The AI trust test (docs/product.md §3): its content, one question at a time, then the scored result. */
export function TrustTestPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const goToSection = useSectionNavigation();
  const [{ content, stage, index, choices, acted }, dispatch] = useTrustTest();
  const focusTarget = useRef<HTMLHeadingElement>(null);

  // After the visitor answers, goes back or finishes, focus follows to the new heading.
  useEffect(() => {
    if (acted) focusTarget.current?.focus();
  }, [index, stage, acted]);

  const total = content.questions.length;
  const question = content.questions[index];
  const result = stage === 'result' ? buildResultView(content, chosenAnswers(content, choices), theme) : null;

  const runStep = (action: NextStepAction) => {
    if (!result) return;
    if (action === 'booking') goToSection('contact');
    else if (action === 'learn') goToSection('content');
    else if (action === 'alternatives') navigate(shopPaths.shop);
    else downloadResults(resultsText(result, total, siteConfig));
  };

  return (
    <>
      <Section $tone="hero">
        <Container>
          <HeroWithArt art={<TrustTestArt />}>
            <Intro>
              <h1>{content.title}</h1>
              <HeroLead $maxWidth={620}>{content.subtitle}</HeroLead>
            </Intro>
          </HeroWithArt>
        </Container>
      </Section>
      <Section>
        <PageMeta
          title="AI Trust Test"
          description="Seven questions, two minutes: find out how safely your business uses AI, with a score and next steps."
          path={quizPaths.trustTest}
        />
        <Container>
          <Panel>
            {/* While loading, the card already takes the height of a question, so nothing below it moves. */}
            <Card style={stage === 'loading' ? { minHeight: QUESTION_CARD_MIN_HEIGHT } : undefined}>
              {stage === 'loading' ? <TrustTestLoading /> : null}
              {stage === 'question' && question ? (
                <TrustTestQuestion
                  question={question}
                  index={index}
                  total={total}
                  chosen={choices[index]}
                  headingRef={focusTarget}
                  onAnswer={(choice) => dispatch({ type: 'answer', choice })}
                  onBack={() => dispatch({ type: 'back' })}
                />
              ) : null}
              {result ? (
                <TrustTestResult
                  result={result}
                  total={total}
                  proReport={content.proReport}
                  headingRef={focusTarget}
                  onStep={runStep}
                  onRestart={() => dispatch({ type: 'restart' })}
                />
              ) : null}
            </Card>
            {stage !== 'result' ? <Description>{content.description}</Description> : null}
          </Panel>
        </Container>
      </Section>
    </>
  );
}
