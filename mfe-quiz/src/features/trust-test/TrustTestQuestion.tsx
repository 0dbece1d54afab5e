import type { Ref } from 'react';
import styled from 'styled-components';
import type { TrustTestQuestion as QuestionContent } from './trustTestTypes';
import { Button, ChoiceButton, Icon, Muted } from '@site/shared/ui';
import { progressPercent } from './scoring';
import { TrustTestActions } from './TrustTestActions';

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

const Heading = styled.h2`
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

// The shared choice button, larger, with a thicker edge and a tinted pressed state.
const AnswerButton = styled(ChoiceButton)`
  width: 100%;
  min-height: 52px;
  text-align: left;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-width: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover,
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

interface TrustTestQuestionProps {
  question: QuestionContent;
  /** 0-based. */
  index: number;
  total: number;
  /** The answer chosen before for this question, if any. */
  chosen: number | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (choice: number) => void;
  onBack: () => void;
}

/** One question: progress, the question, its answers, and the way back. */
export function TrustTestQuestion({
  question,
  index,
  total,
  chosen,
  headingRef,
  onAnswer,
  onBack,
}: TrustTestQuestionProps) {
  const percent = progressPercent(index + 1, total);
  return (
    <div>
      <ProgressRow>
        <span>
          Question {index + 1} of {total}
        </span>
        <span>{percent}% complete</span>
      </ProgressRow>
      <Track role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill $percent={percent} />
      </Track>
      <Heading ref={headingRef} tabIndex={-1} id="trust-question">
        {question.question}
      </Heading>
      <Muted>{question.description}</Muted>
      <Answers aria-labelledby="trust-question">
        {question.answers.map((answer, choice) => (
          <li key={answer.text}>
            <AnswerButton type="button" aria-pressed={chosen === choice} onClick={() => onAnswer(choice)}>
              {answer.text}
            </AnswerButton>
          </li>
        ))}
      </Answers>
      <TrustTestActions>
        {index > 0 ? (
          <Button $variant="outline" onClick={onBack}>
            <Icon name="arrowLeft" size={16} /> Previous question
          </Button>
        ) : (
          <span />
        )}
      </TrustTestActions>
    </div>
  );
}
