import { usePgliteTemplate } from './pgliteTemplate';

export default function globalSetup(): void {
  usePgliteTemplate();
}
