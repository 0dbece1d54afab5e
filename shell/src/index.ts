// Async boundary: lets federation negotiate the shared singletons before React starts. The
// page's HTML is prerendered and readable as it is: React and the remote load just after the first
// paint, so nothing competes with painting it (once the tab is visible; at once if it is hidden).
const start = () => import('./bootstrap');
if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  setTimeout(start, 0);
}
