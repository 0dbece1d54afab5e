import { Spinner } from '@site/shared/ui';

/** The card's content while the content file loads. */
export function TrustTestLoading() {
  return (
    <div style={{ textAlign: 'center', padding: '32px 0' }}>
      <Spinner label="Loading the test" size={32} />
      <p>Loading the test…</p>
    </div>
  );
}
