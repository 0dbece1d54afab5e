// One helper for the remotes' page tests (test-support/renderPage.tsx).
export { renderPage } from '../../../test-support/renderPage';
