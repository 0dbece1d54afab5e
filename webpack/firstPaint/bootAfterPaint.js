/* global document, window, setTimeout */
// The shell page's boot script (see bootAfterPaintPlugin.js, which emits it as boot.<hash>.js,
// called with the address of the shell's entry script and minified). Plain ES5: it runs first, on
// every browser. It adds the entry script once the first contentful paint is reported (a frame
// callback alone sometimes ran before the paint), at the latest after 2 s, and at once in a hidden
// tab; at that moment it also preloads the files the page names in
// <meta name="preload-after-paint">, fetched as same-origin or CORS requests, as the code that
// later asks for them does; and it preloads `scriptSrcs`, the chunks the entry asks for at once
// (the first-visit code), so that they download beside the entry instead of after it.
module.exports = function bootAfterPaint(entrySrc, scriptSrcs) {
  var start = function () {
    for (var j = 0; j < scriptSrcs.length; j++) {
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.setAttribute('as', 'script');
      preload.href = scriptSrcs[j];
      document.head.appendChild(preload);
    }
    var metas = document.querySelectorAll('meta[name="preload-after-paint"]');
    for (var i = 0; i < metas.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      link.crossOrigin = 'anonymous';
      link.href = metas[i].content;
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.src = entrySrc;
    document.head.appendChild(script);
  };
  var started = 0;
  var go = function () {
    if (!started) {
      started = 1;
      start();
    }
  };
  var Observer = window.PerformanceObserver;
  if (
    document.visibilityState === 'visible' &&
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
