import { sharePgliteTemplate } from './pgliteTemplate';

export default function globalSetup(): void {
  sharePgliteTemplate();
}
