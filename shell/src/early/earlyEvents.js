/* global document, window, CustomEvent, setTimeout, earlyFields */
// Inlined in the head of every shell page (see webpack/firstPaint/earlyEventsPlugin.js; the server allows it
// by its CSP hash). A prerendered page looks ready before its scripts arrive; this keeps what the
// visitor does meanwhile instead of losing it:
// - a form never submits natively (no GET with field values, ever): an early submit waits;
// - a button, tab or answer activated early waits, and is activated again once its region is live;
// - what is typed, chosen or autofilled early is kept until React holds it (earlyFields.js).
// Regions: the page's content (inside [data-early-region="page"], which hydrates with its remote),
// sections that hydrate when needed (their own data-early-region, see HydrateWhenSeen) and the
// shell's chrome (everything else). The app calls window.__siteEarly.live(region) when a
// region is live and partLive() when a part of a live region hydrated later (a lazy part, a chrome
// slice). What the page needs only from then on is in the shell's bundle (earlyRestore.ts), which
// the app gives restoreWith() before hydrating: it puts back what was kept, records what autofill
// filled in, and drops the actions of a region that will not become live.
// Plain ES5 and no dependencies: it runs before anything else, on every browser.
(function () {
  var doc = document;
  var live = { chrome: false, page: false };
  var queue = [];
  var CONTROL =
    'button,input[type=submit],input[type=button],input[type=image],input[type=reset],' +
    '[role=button],[role=tab],[role=menuitem],[role=option],[role=switch]';

  function regionOf(node) {
    var region = node && node.closest ? node.closest('[data-early-region]') : null;
    return (region && region.getAttribute('data-early-region')) || 'chrome';
  }
  function isField(node) {
    return !!node && /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName);
  }
  function isLive(region) {
    return !!live[region];
  }
  var fields = earlyFields(doc, regionOf);
  function hold(event, entry) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(entry);
    // A section that hydrates when needed (HydrateWhenSeen) is needed now.
    var region = entry.node.closest ? entry.node.closest('[data-early-region]') : null;
    if (region) region.dispatchEvent(new CustomEvent('early:wake'));
  }

  doc.addEventListener(
    'click',
    function (event) {
      var control = event.target && event.target.closest ? event.target.closest(CONTROL) : null;
      if (!control || control.disabled) return;
      var region = regionOf(control);
      if (waits(region)) hold(event, { region: region, node: control });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    function (event) {
      var region = regionOf(event.target);
      if (waits(region)) hold(event, { region: region, node: event.target, submitter: event.submitter || null });
    },
    true,
  );
  // Whatever no handler took care of never leaves the page as a native submit.
  window.addEventListener('submit', function (event) {
    if (!event.defaultPrevented) event.preventDefault();
  });
  function onEdit(event) {
    if (isField(event.target)) fields.edited(event.target, waits(regionOf(event.target)));
  }
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);

  // One step per task, so that React renders what each step changed before the next one. While
  // steps remain, what the visitor does now waits behind them (see waits): a press that came
  // between a region going live and its early values being put back would otherwise act on the
  // values hydration had reset.
  var busy = false;
  // What puts things back (earlyRestore.ts, in the shell's bundle), given before a region goes live.
  var restore = null;
  function pump() {
    if (busy || !restore) return;
    var step = restore();
    if (!step) return;
    busy = true;
    setTimeout(function () {
      busy = false; // what the step dispatches must go through, not wait again
      step();
      pump();
    }, 0);
  }

  function waits(region) {
    return !live[region] || busy;
  }

  window.__siteEarly = {
    live: function (region) {
      if (live[region]) return;
      live[region] = true;
      pump();
      if (live.chrome && live.page) doc.documentElement.setAttribute('data-hydrated', 'true');
    },
    partLive: pump,
    isLive: isLive,
    // Whether the visitor did something in the region that waits for it.
    pending: function (region) {
      for (var i = 0; i < queue.length; i++) if (queue[i].region === region) return true;
      return false;
    },
    // The app's part: called with what was kept, it returns the next step to take, or null.
    restoreWith: function (make) {
      if (restore) return;
      restore = make({ fields: fields, queue: queue, regionOf: regionOf, isLive: isLive });
      pump();
    },
  };
})();
