import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that failed and then passed on its second try (`npm test` gives the stories a
 * second try: scripts/test-all.ts, Tier.secondTry). A test passed that way is still a fault to
 * find, so it is printed, never silent.
 */
export default class SecondTryReporter implements Reporter {
  private readonly names: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state !== 'passed' || !testCase.diagnostic()?.flaky) return;
    // A passed test keeps its first try's error: said with the name, so the fault can be found.
    const error = result.errors?.[0]?.message.split('\n')[0]?.slice(0, 300) ?? 'no error recorded';
    this.names.push(`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (${error})`);
  }

  onTestRunEnd(): void {
    for (const name of this.names) process.stdout.write(`passed only on a second try: ${name}\n`);
    // Where test-all reads how many, for its summary line.
    const file = process.env.SECOND_TRY_COUNT_FILE;
    if (file) writeFileSync(file, String(this.names.length));
  }
}
