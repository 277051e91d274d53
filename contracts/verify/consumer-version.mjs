// The version of the pacts being verified: the storefront's app version plus the git revision
// of the checkout they come from (1.1.0+3f2a9c1), or the app version alone outside git.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function consumerVersion(root = ROOT) {
  const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  try {
    const revision = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return revision ? `${version}+${revision}` : version;
  } catch {
    return version;
  }
}
