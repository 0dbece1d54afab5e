import styled from 'styled-components';
import { Spinner } from '@site/shared/ui';

const Centered = styled.div`
  text-align: center;
  padding: 32px 0;
`;

/** The card's content while the content file loads. */
export function TrustTestLoading() {
  return (
    <Centered>
      <Spinner label="Loading the test" size={32} />
      <p>Loading the test…</p>
    </Centered>
  );
}
