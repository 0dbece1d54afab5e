/* global document, window, setTimeout, clearTimeout, MutationObserver */
// The first part of the shell page's boot script (bootAfterPaintPlugin.js runs it before
// bootAfterPaint.js). Plain ES5, deferred: the body is parsed whole when it runs.
//
// A page opened at a section's address (/#contact) is the browser's own jump, to where the section
// is at that moment, in a smooth scroll. But the page still changes height: the sections below the
// first screen are laid out only near it, in a guessed height until then (docs/architecture.md,
// "The first frame"), and the scroll draws each one it passes at its real height. The jump to
// /#contact ended with the section 589 px above the screen at 1280 px (the page 8,070 px high, then
// 6,743) and 3,123 px below it at 390 px. So whenever the page's height changes, the section is put
// back where a link followed in the site puts it (the top of the screen, under the navbar), until
// the visitor scrolls or presses anything, the address changes, or the page is live and has kept
// its height for 2 s (then the browser's scroll anchoring keeps what is on the screen in place).
module.exports = function holdSectionInView() {
  var hash = window.location.hash;
  var root = document.documentElement;
  var target = null;
  try {
    if (hash.length > 1) target = document.getElementById(decodeURIComponent(hash.slice(1)));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
  } catch (malformed) {
    return;
  }
  // A section the HTML does not hold is the app's to find once it renders (shell/src/layout/ScrollManager.tsx).
  if (!target || !window.ResizeObserver) return;
  var ends = ['wheel', 'touchstart', 'pointerdown', 'mousedown', 'keydown', 'hashchange', 'popstate'];
  var height = -1;
  var live = false;
  var quiet = 0;
  var watchLive = null;
  var resized = null;
  var stop = function () {
    resized.disconnect();
    if (watchLive) watchLive.disconnect();
    clearTimeout(quiet);
    for (var i = 0; i < ends.length; i++) window.removeEventListener(ends[i], stop, true);
  };
  var stopWhenStill = function () {
    clearTimeout(quiet);
    if (live) quiet = setTimeout(stop, 2000);
  };
  resized = new window.ResizeObserver(function (entries) {
    var now = entries[entries.length - 1].contentRect.height;
    // The first report is the height the browser's own jump sees.
    if (height < 0 || now === height) {
      height = now;
      return;
    }
    height = now;
    if (!root.contains(target) || window.location.hash !== hash) {
      stop();
      return;
    }
    // At once, not smoothly: the section stays where the visitor sees it.
    var behavior = root.style.scrollBehavior;
    root.style.scrollBehavior = 'auto';
    target.scrollIntoView(true);
    root.style.scrollBehavior = behavior;
    stopWhenStill();
  });
  resized.observe(document.body);
  for (var i = 0; i < ends.length; i++) window.addEventListener(ends[i], stop, { capture: true, passive: true });
  // The page is live when the shell marks the root element (shell/src/early/liveRegions.ts).
  if (window.MutationObserver) {
    watchLive = new MutationObserver(function () {
      if (root.getAttribute('data-hydrated') !== 'true') return;
      watchLive.disconnect();
      live = true;
      stopWhenStill();
    });
    watchLive.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
};
