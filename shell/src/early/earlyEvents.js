/* global document, window, Event, MouseEvent, CustomEvent, setTimeout, earlyFields */
// Inlined in the head of every shell page (see webpack/firstPaint/earlyEventsPlugin.js; the server allows it
// by its CSP hash). A prerendered page looks ready before its scripts arrive; this keeps what the
// visitor does meanwhile instead of losing it:
// - a form never submits natively (no GET with field values, ever): an early submit waits;
// - a button, tab or answer activated early waits, and is activated again once its region is live;
// - what is typed, chosen or autofilled early is kept until React holds it (earlyFields.js).
// Regions: the page's content (inside [data-early-region="page"], which hydrates with its remote),
// sections that hydrate when needed (their own data-early-region, see HydrateWhenSeen) and the
// shell's chrome (everything else). The app calls window.__siteEarly.live(region) when a
// region is live, partLive() when a part of a live region hydrated later (a lazy part, a chrome
// slice), snapshot() just before hydrating and discard(region) when a region will not become live
// (its actions are then reported unavailable).
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
  var fields = earlyFields(doc, regionOf, function (region) {
    return !!live[region];
  });
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

  function replay(entry) {
    var node = entry.node;
    if (!node.isConnected || node.disabled) return;
    if (node.tagName === 'FORM') {
      var submitter = entry.submitter && entry.submitter.isConnected ? entry.submitter : null;
      if (node.requestSubmit) {
        if (submitter) node.requestSubmit(submitter);
        else node.requestSubmit();
      } else node.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    } else {
      // What a click does, in order: some widgets act on the press (Radix tabs on mousedown).
      if (node.focus) node.focus();
      var init = {
        bubbles: true,
        cancelable: true,
        composed: true,
        button: 0,
        buttons: 1,
        pointerType: 'mouse',
        view: window,
      };
      var Pointer = window.PointerEvent || window.MouseEvent;
      node.dispatchEvent(new Pointer('pointerdown', init));
      node.dispatchEvent(new MouseEvent('mousedown', init));
      init.buttons = 0;
      node.dispatchEvent(new Pointer('pointerup', init));
      node.dispatchEvent(new MouseEvent('mouseup', init));
      node.click();
    }
  }

  function take(list, region) {
    var taken = [];
    for (var i = list.length - 1; i >= 0; i--) {
      if ((list[i].region || regionOf(list[i].node)) === region) taken.unshift(list.splice(i, 1)[0]);
    }
    return taken;
  }

  // The next thing to put back: the early edits React now knows in live regions, then the first
  // held action, in the order the visitor acted (an action waits while an earlier one's region is
  // not live).
  function nextStep() {
    var edits = fields.next();
    if (edits) return edits;
    if (queue.length && live[queue[0].region]) return replay.bind(null, queue.shift());
    return null;
  }

  // One step per task, so that React renders what each step changed before the next one. While
  // steps remain, what the visitor does now waits behind them (see waits): a press that came
  // between a region going live and its early values being put back would otherwise act on the
  // values hydration had reset.
  var busy = false;
  function pump() {
    if (busy) return;
    var step = nextStep();
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
    isLive: function (region) {
      return !!live[region];
    },
    // Values of the fields as they are now, before hydration may reset them.
    snapshot: function () {
      fields.snapshot();
    },
    // Whether the visitor did something in the region that waits for it.
    pending: function (region) {
      for (var i = 0; i < queue.length; i++) if (queue[i].region === region) return true;
      return false;
    },
    discard: function (region) {
      take(queue, region);
      pump();
    },
  };
})();
