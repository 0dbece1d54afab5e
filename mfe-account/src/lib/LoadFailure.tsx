import type { ApiFailure } from '@site/shared/orders';
import { Button, Icon } from '@site/shared/ui';
import { Note } from './ui';

/** A record the page could not load: what the server said, and a way to ask again. */
export function LoadFailure({ failure, retry }: { failure: ApiFailure; retry: () => void }) {
  return (
    <Note role="alert">
      <Icon name="alert" size={16} />
      <span>
        <strong>{failure.error}.</strong> {failure.message}{' '}
        <Button $size="sm" $variant="outline" onClick={retry}>
          Try again
        </Button>
      </span>
    </Note>
  );
}
