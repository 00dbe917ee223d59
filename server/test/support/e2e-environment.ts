import path from 'node:path';
import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';

type OnFailure = (testName: string) => Promise<void>;

/**
 * The browser tests' jest environment: Node's, and when a test (or a hook around it) fails, the
 * pages it has open are photographed at that moment, before its afterEach hooks close them
 * (browser.ts sets `onBrowserTestFailure` in the tests' global scope).
 */
export default class BrowserTestEnvironment extends NodeEnvironment {
  private readonly testFile: string;

  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    this.testFile = path.basename(args[1].testPath).replace(/\.(e2e\.test|suite)\.ts$/, '');
  }

  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    if (!event.test) return;
    const onFailure = (this.global as { onBrowserTestFailure?: OnFailure }).onBrowserTestFailure;
    await onFailure?.([this.testFile, ...titles(event.test)].join(' '));
  }
}

/** The names of the test and its describe blocks, outermost first (jest's root block left out). */
function titles(test: Circus.TestEntry): string[] {
  const names: string[] = [];
  for (let entry: Circus.TestEntry | Circus.DescribeBlock = test; entry.parent; entry = entry.parent) names.unshift(entry.name);
  return names;
}
