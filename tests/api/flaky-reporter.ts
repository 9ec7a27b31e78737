// Names every test that failed and then passed on its retry (CI retries the API suite's tests once,
// as Playwright's): the run stays green, but the test and its first failure are printed at the end,
// one `flaky:` line each, which CI's summary repeats. A retry that hid a flake would otherwise look
// like a clean run, and a flake seen on CI alone could not be found.
import type { Reporter, TestCase } from 'vitest/node'

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = []

  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.flaky) return
    const first = test.result().errors?.[0]?.message ?? 'no message'
    this.flaky.push(
      `flaky: ${test.module.relativeModuleId} > ${test.fullName}: ${first.split('\n')[0]}`,
    )
  }

  onTestRunEnd() {
    for (const line of this.flaky) console.log(line)
  }
}
