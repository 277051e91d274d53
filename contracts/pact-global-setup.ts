import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACT_DIR, pactFile, PROVIDERS, removePactFile } from './pact-files';

/**
 * Global setup of the contracts project (vitest.config.ts). The pact test files, one per port,
 * run one after another, and PactV3 merges the interactions of each passing test into the one
 * pact file of its provider (contracts/pacts/storefront-<provider>.json). So:
 *
 * - before the run, the pact files are removed once: the run writes them from scratch, and an
 *   interaction that was renamed or removed does not linger;
 * - after the run, if not every contract test file ran or not every test passed (a filtered run,
 *   `-t`, a failure), the pact files hold only part of the interactions: the previous ones are
 *   put back, so a committed pact is always the output of a complete, passing run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const previous = PROVIDERS.map((provider) => {
    const file = pactFile(provider);
    return { provider, content: existsSync(file) ? readFileSync(file, 'utf8') : null };
  });
  for (const provider of PROVIDERS) removePactFile(provider);
  const { testFiles } = await project.globTestFiles();

  return () => {
    const modules = project.vitest.state.getTestModules().filter((module) => module.project.name === project.name);
    const ran = new Set(modules.map((module) => module.moduleId));
    const notRun = testFiles.filter((file) => !ran.has(file));
    const notPassed = modules.flatMap((module) =>
      [...module.children.allTests()].filter((test) => test.result().state !== 'passed'),
    );
    if (notRun.length === 0 && notPassed.length === 0 && modules.every((module) => module.state() === 'passed')) return;

    for (const { provider, content } of previous) {
      if (content === null) removePactFile(provider);
      else writeFileSync(pactFile(provider), content);
    }
    const reasons = [
      ...(notRun.length ? [`${notRun.length} contract test file(s) did not run`] : []),
      ...(notPassed.length ? [`${notPassed.length} contract test(s) were skipped or failed`] : []),
    ];
    console.warn(
      `\ncontracts: ${reasons.join(', ') || 'the run was incomplete'}; the pact files in ` +
        `${relative(process.cwd(), PACT_DIR)} were left as they were. ` +
        'Run the whole project (vitest run --project contracts) to rewrite them.',
    );
  };
}
