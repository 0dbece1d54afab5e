// The fields part of the early-events script (earlyEvents.js, inlined right after this file in
// one script, see webpack/firstPaint/earlyEventsPlugin.js). What a visitor types, chooses or ticks
// before a field is live is kept here; once React has hydrated that field, earlyRestore.ts (in the
// shell's bundle: the page needs it only then) puts it back and tells React, until React's state
// holds it (docs/performance.md, "The first seconds"):
// - hydration keeps a field's value in the page but not in the app's state: the next render of a
//   controlled field (for instance the one after hydration) would write the state's value over it;
// - React decides whether an input event is a change by comparing the field's value with the last
//   one it knows (the value tracker it attaches to the field when it hydrates it): the value is put
//   back only once the tracker is there, and the tracker is told another value, so that React sees
//   a change and calls the app's onChange;
// - a field is found again by a key that survives React replacing it (its region, form and name
//   or label), and React's state is read back from the props React keeps on the field;
// - when hydration has put the app's value over the visitor's while they are still typing, the
//   next keystroke lands on what they typed (beforeinput), not on the app's value.
// Plain ES5, like earlyEvents.js. Every kind of field: text, email, number, search, password,
// textarea, select, checkbox, radio and file.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by earlyEvents.js, in the same inline script
function earlyFields(doc, regionOf) {
  var FIELDS = 'input,textarea,select';
  var entries = [];
  var putting = false;

  function reactProps(node) {
    var keys = Object.keys(node);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactProps$') === 0) return node[keys[i]];
    return null;
  }
  // React has hydrated the field (a select has no value tracker: React reads its change events as they are).
  function known(node) {
    return !!reactProps(node) && (node.tagName === 'SELECT' || !!node._valueTracker);
  }
  function checkable(node) {
    return node.type === 'checkbox' || node.type === 'radio';
  }
  // A field's value as one string: its text, 'true'/'false', the chosen options' indexes or 'file'.
  function read(node) {
    if (checkable(node)) return String(node.checked);
    if (node.type === 'file') return node.files && node.files.length ? 'file' : '';
    if (node.tagName !== 'SELECT') return node.value;
    var chosen = [];
    for (var i = 0; i < node.options.length; i++) if (node.options[i].selected) chosen.push(i);
    return chosen.join(',');
  }
  function keyOf(node) {
    var form = node.form;
    var formName = form
      ? form.id ||
        form.getAttribute('name') ||
        form.getAttribute('aria-labelledby') ||
        form.getAttribute('aria-label') ||
        'form'
      : '';
    var label = node.labels && node.labels.length ? node.labels[0].textContent : '';
    var name = node.name || label || node.getAttribute('aria-label') || node.getAttribute('placeholder') || node.id;
    return [regionOf(node), formName, node.tagName, node.type, name].join('|');
  }
  function ordinal(node, key) {
    var all = doc.querySelectorAll(FIELDS);
    for (var i = 0, n = 0; i < all.length && all[i] !== node; i++) if (keyOf(all[i]) === key) n++;
    return n;
  }
  function entryOf(node) {
    for (var i = 0; i < entries.length; i++) if (entries[i].node === node) return entries[i];
    return null;
  }
  function forget(test) {
    for (var i = entries.length - 1; i >= 0; i--) if (test(entries[i])) entries.splice(i, 1);
  }

  function remember(node) {
    if (node.type === 'radio') {
      if (!node.checked) return;
      // Only the chosen radio of a group is kept.
      forget(function (entry) {
        return entry.node !== node && entry.node.type === 'radio' && entry.node.name === node.name;
      });
    }
    var entry = entryOf(node);
    if (!entry) {
      var key = keyOf(node);
      entry = { node: node, key: key, nth: ordinal(node, key), tries: 0 };
      entries.push(entry);
    }
    entry.value = read(node);
  }

  function setNative(node, property, value) {
    var descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), property);
    if (descriptor && descriptor.set) descriptor.set.call(node, value);
    else node[property] = value;
  }

  doc.addEventListener(
    'beforeinput',
    function (event) {
      var node = event.target;
      var entry = node && entryOf(node);
      if (!entry || putting || checkable(node) || node.tagName === 'SELECT' || node.type === 'file') return;
      // Each edit of a kept field updates its entry: a difference is the app's value, not the visitor's.
      if (node.value !== entry.value) setNative(node, 'value', entry.value);
    },
    true,
  );

  return {
    /** An input or change event on a field: kept while its region waits or React does not know it yet. */
    edited: function (node, waits) {
      if (!putting && (waits || !known(node) || entryOf(node))) remember(node);
    },
    // What earlyRestore.ts works with once React is live.
    entries: entries,
    remember: remember,
    keyOf: keyOf,
    known: known,
    read: read,
    checkable: checkable,
    reactProps: reactProps,
    setNative: setNative,
    putting: function (on) {
      putting = on;
    },
  };
}
