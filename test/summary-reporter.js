// Prints one plain closing line ("unit: N passed, N failed, N skipped") after a Jest run,
// so that a reader of the CI log sees the count at a glance.
class SummaryReporter {
  constructor(globalConfig) {
    this.label = globalConfig.rootDir && process.env.JEST_SUMMARY_LABEL;
  }

  onRunComplete(_contexts, results) {
    const label = process.env.JEST_SUMMARY_LABEL || 'tests';
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\n${label}: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped\n`,
    );
  }
}

module.exports = SummaryReporter;
