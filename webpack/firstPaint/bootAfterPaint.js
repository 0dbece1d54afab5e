/* global document, window, setTimeout, MutationObserver */
// The shell page's boot script (see bootAfterPaintPlugin.js, which emits it as boot.<hash>.js,
// called with the address of the shell's entry script and minified). Plain ES5: it runs first, on
// every browser. It adds the entry script once the first contentful paint is reported (a frame
// callback alone sometimes ran before the paint), at the latest after 2 s, and at once in a hidden
// tab or on a page with nothing prerendered to paint (no paint would come: it waited the whole 2 s
// on a blank page); at that moment it also preloads the files the page names in
// <meta name="preload-after-paint">, fetched as same-origin or CORS requests, as the code that
// later asks for them does; and it preloads `scriptSrcs`, the chunks the entry asks for at once
// (the first-visit code), so that they download beside the entry instead of after it. Last, it
// links the web app manifest that <meta name="manifest-after-paint"> names: Chrome fetches a
// linked manifest and its icon when the page has loaded, which, here, is before the first paint
// (every script comes after it), and those two requests then shared a slow phone's line with the
// first paint (docs/brand.md, "The brand typeface" and the icons). The brand typeface's
// files, named in <meta name="font-after-paint">, are added as faces where this browser has loaded
// them before (the server says so), at once; otherwise they are fetched once the page is live, for
// the next page.
module.exports = function bootAfterPaint(entrySrc, scriptSrcs) {
  // Each element added starts a request, which takes the main thread 5 to 50 ms on a slow phone
  // (4x CPU): one task per element, not one long task for all (docs/performance.md, "Short tasks").
  var steps = [];
  // A link in the head; `cors`: fetched in CORS mode (same-origin credentials), as a fetch or a
  // face asks.
  var appendLink = function (rel, href, as, cors) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.setAttribute('as', as);
    if (cors) link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
    return link;
  };
  var addLink = function (rel, href, as) {
    return function () {
      appendLink(rel, href, as, as === 'fetch');
    };
  };
  var preload = function (href, as) {
    return addLink('preload', href, as);
  };
  // The brand typeface's files, added as faces. A browser that has loaded them before has them in its
  // cache: it gets them at once, before the paint. On a first visit the page stays in the resized
  // Arial, which takes Inter's room: swapping the faces there cost a slow phone a relayout of the
  // whole page while it was coming alive (docs/brand.md, "The brand typeface"). The site's
  // file is fetched once the page is live (a prefetch, the lowest priority), and the next page (a
  // link followed in the app, or a later visit) is drawn in Inter.
  var fonts = document.querySelectorAll('meta[name="font-after-paint"]');
  var fontKey = fonts.length ? fonts[0].content : '';
  // Whether this browser has the site's file: the server marks the page (<html data-brand-font>)
  // when the browser's `brand-font` cookie names it (server/src/pages/brandFont.ts). Reading
  // localStorage here, the page's first read of it, waited for the browser's own process: 10 to
  // 20 ms of the main thread before the first paint on the bench's phone.
  var seen = document.documentElement.hasAttribute('data-brand-font');
  // The cookie names the file (its name changes with its contents), for a year.
  var remember = function () {
    document.cookie =
      'brand-font=' +
      fontKey.split('/').pop() +
      '; path=/; max-age=31536000; samesite=lax' +
      (window.location.protocol === 'https:' ? '; secure' : '');
  };
  var addFonts = function () {
    if (!fonts.length || !window.FontFace || !document.fonts) return;
    for (var k = 0; k < fonts.length; k++) {
      var meta = fonts[k];
      var face = new window.FontFace(meta.getAttribute('data-family'), 'url(' + meta.content + ') format("woff2")', {
        weight: meta.getAttribute('data-weight'),
        unicodeRange: meta.getAttribute('data-unicode-range'),
        display: 'swap',
      });
      document.fonts.add(face);
      // The site's file (the first) is on every page: once it has loaded, it is in the cache.
      if (k === 0) face.load().then(remember, function () {});
    }
    fonts = [];
  };
  // Fetched as a face fetches it, so the face finds it in the cache.
  var prefetchFont = function () {
    appendLink('prefetch', fontKey, null, true).onload = remember;
  };
  // The page is live when the shell marks the root element (shell/src/early/liveRegions.ts).
  var whenLive = function (then) {
    var root = document.documentElement;
    if (!window.MutationObserver) return;
    var watch = new MutationObserver(function () {
      if (root.getAttribute('data-hydrated') !== 'true') return;
      watch.disconnect();
      then();
    });
    watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  // The next page of this visit: a link followed in the app (the Navigation API's entry changes
  // with a new path; a section's anchor on the same page is not a new page). A browser without the
  // API (Safari before 26, Firefox before 147) has no event for the router's history.pushState:
  // there the call itself is watched, and Back and Forward (popstate).
  var onNextPage = function (then) {
    var navigation = window.navigation;
    if (!navigation || !navigation.addEventListener) {
      onNewPath(then);
      return;
    }
    var changed = function (event) {
      var type = event.navigationType;
      if (type !== 'push' && type !== 'traverse') return;
      var from = event.from && event.from.url;
      if (from && new URL(from).pathname === window.location.pathname) return;
      navigation.removeEventListener('currententrychange', changed);
      then();
    };
    navigation.addEventListener('currententrychange', changed);
  };
  var onNewPath = function (then) {
    var history = window.history;
    var push = history.pushState;
    var path = window.location.pathname;
    var done = false;
    var check = function () {
      if (done || window.location.pathname === path) return;
      done = true;
      window.removeEventListener('popstate', check);
      then();
    };
    // Kept in place once done: code that wrapped it since calls this one.
    history.pushState = function () {
      var result = push.apply(this, arguments);
      check();
      return result;
    };
    window.addEventListener('popstate', check);
  };
  if (seen) addFonts();
  else if (fonts.length) {
    whenLive(prefetchFont);
    onNextPage(addFonts);
  }
  var start = function () {
    for (var j = 0; j < scriptSrcs.length; j++) steps.push(preload(scriptSrcs[j], 'script'));
    steps.push(function () {
      var script = document.createElement('script');
      script.src = entrySrc;
      document.head.appendChild(script);
    });
    var metas = document.querySelectorAll('meta[name="preload-after-paint"]');
    for (var i = 0; i < metas.length; i++) steps.push(preload(metas[i].content, 'fetch'));
    var manifest = document.querySelector('meta[name="manifest-after-paint"]');
    if (manifest) steps.push(addLink('manifest', manifest.content));
    next();
  };
  var next = function () {
    var step = steps.shift();
    if (!step) return;
    step();
    if (steps.length) setTimeout(next, 0);
  };
  var started = 0;
  var go = function () {
    if (!started) {
      started = 1;
      start();
    }
  };
  // Whether the HTML holds anything to paint besides what only a browser without script shows. The
  // script is deferred: the body is parsed whole. A page the app alone renders (behind sign-in, or
  // opened from a mailed link) is an empty root: without this it stayed blank until the 2 s limit.
  var hasContent = function () {
    var parts = document.body ? document.body.children : [];
    for (var n = 0; n < parts.length; n++) {
      if (/^(NOSCRIPT|SCRIPT|STYLE|TEMPLATE)$/.test(parts[n].tagName)) continue;
      if (parts[n].children.length || /\S/.test(parts[n].textContent)) return true;
    }
    return false;
  };
  var Observer = window.PerformanceObserver;
  if (
    document.visibilityState === 'visible' &&
    hasContent() &&
    Observer &&
    Observer.supportedEntryTypes &&
    Observer.supportedEntryTypes.indexOf('paint') >= 0
  ) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(go, 2000);
  } else {
    setTimeout(go, 0);
  }
};
