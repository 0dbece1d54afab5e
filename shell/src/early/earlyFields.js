/* global Event */
// The fields part of the early-events script (earlyEvents.js, inlined right after this file in
// one script, see webpack/firstPaint/earlyEventsPlugin.js). What a visitor types, chooses or ticks
// before a field is live is kept, and once React has hydrated that field it is put back and React
// is told, until React's state holds it (README, "The first seconds"):
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
function earlyFields(doc, regionOf, isLive) {
  var FIELDS = 'input,textarea,select';
  // Times a field React knows is told its value before the app's refusal is accepted.
  var ATTEMPTS = 3;
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
  function changed(node) {
    if (checkable(node)) return node.checked !== node.defaultChecked;
    if (node.type === 'file') return read(node) !== '';
    if (node.tagName !== 'SELECT') return node.value !== node.defaultValue;
    for (var i = 0; i < node.options.length; i++) {
      if (node.options[i].selected !== node.options[i].defaultSelected) return true;
    }
    return false;
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
  // The field with this key, the nth of its kind: a field React rendered afresh is found again.
  function locate(entry) {
    if (entry.node.isConnected) return entry.node;
    var all = doc.querySelectorAll(FIELDS);
    for (var i = 0, n = 0; i < all.length; i++) {
      if (keyOf(all[i]) !== entry.key) continue;
      if (n === entry.nth) return (entry.node = all[i]);
      n++;
    }
    return null;
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

  // Whether the app's state holds the kept value (for a field the app does not control, whether
  // it has been told once), and the page shows it.
  function holds(node, entry) {
    if (read(node) !== entry.value) return false;
    var props = reactProps(node) || {};
    var state = checkable(node) ? props.checked : props.value;
    if (state === undefined || node.type === 'file') return entry.tries > 0;
    if (checkable(node)) return String(!!state) === entry.value;
    if (node.tagName !== 'SELECT') return String(state) === entry.value;
    var values = [];
    var chosen = entry.value ? entry.value.split(',') : [];
    for (var i = 0; i < chosen.length; i++) values.push(node.options[Number(chosen[i])].value);
    return [].concat(state).join('\n') === values.join('\n');
  }

  function setNative(node, property, value) {
    var descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), property);
    if (descriptor && descriptor.set) descriptor.set.call(node, value);
    else node[property] = value;
  }
  // Puts the value back as the visitor's own input would, so that React calls the app's onChange.
  function put(node, entry) {
    var tracker = node._valueTracker;
    putting = true;
    try {
      if (checkable(node)) {
        // A click is what React listens to for these: from the other state, it lands on the kept one.
        var want = entry.value === 'true';
        setNative(node, 'checked', !want);
        if (tracker) tracker.setValue(String(!want));
        node.click();
        return;
      }
      if (node.type === 'file') {
        // A chosen file cannot be set again, and hydration keeps it: tell React it is there.
        if (entry.value) node.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      if (node.tagName === 'SELECT') {
        var chosen = ',' + entry.value + ',';
        for (var i = 0; i < node.options.length; i++) node.options[i].selected = chosen.indexOf(',' + i + ',') >= 0;
      } else {
        if (tracker) tracker.setValue(entry.value + '\u0000');
        setNative(node, 'value', entry.value);
      }
      node.dispatchEvent(new Event('input', { bubbles: true }));
      node.dispatchEvent(new Event('change', { bubbles: true }));
    } finally {
      putting = false;
    }
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
    /** Keeps what was filled in without an event (autofill, restored form state) where nothing is live. */
    snapshot: function () {
      var all = doc.querySelectorAll(FIELDS);
      for (var i = 0; i < all.length; i++) {
        if (changed(all[i]) && !isLive(regionOf(all[i]))) remember(all[i]);
      }
    },
    /** What to put back now (the fields React knows in live regions whose value it lacks), or null. */
    next: function () {
      var due = [];
      forget(function (entry) {
        var node = locate(entry);
        if (!node || !isLive(regionOf(node)) || !known(node)) return false;
        // Held, or refused by the app however often it was told (it then has the last word).
        if (holds(node, entry) || entry.tries >= ATTEMPTS) return true;
        due.push(entry);
        return false;
      });
      if (!due.length) return null;
      due.reverse();
      return function () {
        for (var i = 0; i < due.length; i++) {
          due[i].tries += 1;
          if (due[i].node.isConnected) put(due[i].node, due[i]);
        }
      };
    },
  };
}
