// The parts of the page's inline script, in their order, run in one function scope: the webpack
// plugin that puts it in every shell page's head (webpack/firstPaint/earlyEventsPlugin.js) and the
// tests that run it as the page does (runEarlyScript.ts) read this one list.
module.exports = ['earlyCart.js', 'earlyFields.js', 'earlyEvents.js'];
