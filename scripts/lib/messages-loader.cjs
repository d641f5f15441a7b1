// Parses a catalog of the interface's messages at build time (the FormatJS compiler's `--ast`),
// so the page formats them without shipping the ICU message parser.
const { execFileSync } = require('node:child_process');

const formatjs = require.resolve('@formatjs/cli/bin/formatjs');

module.exports = function compileMessages() {
  this.cacheable(true);
  return execFileSync(
    process.execPath,
    [formatjs, 'compile', this.resourcePath, '--ast', '--format', 'simple'],
    { encoding: 'utf8' },
  );
};
