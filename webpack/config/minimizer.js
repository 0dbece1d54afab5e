// The production builds' JavaScript minifier: swc (@swc/core, native) through webpack's own
// minimizer plugin, instead of webpack's default, terser. Terser took two thirds of a cold
// compile's time (the shell: 33 of 46 CPU seconds); swc does the same job in a fraction of it,
// within about 1% of terser's bytes (figures in docs/working.md, "The build").
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** webpack's `optimization.minimizer` of every production build. */
const minimizers = () => [
  new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  }),
];

module.exports = { minimizers };
