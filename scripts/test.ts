// `npm test`: makes sure a browser for the end-to-end tests is here, then runs the whole suite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium';

const hasBrowser = () => findChromium() !== undefined;

if (!hasBrowser()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!hasBrowser()) {
    console.error(
      'The browser tests need Chromium and none was found.\n' +
        '  On Debian or Ubuntu: sudo apt-get install chromium\n' +
        '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
    );
    process.exit(1);
  }
}

// The corpus suite needs ../shared/fixtures, which a fresh clone lacks: it runs as `npm run test:corpus`.
const args = process.argv.slice(2);
const projects = args.some((arg) => arg.startsWith('--project')) ? [] : ['--project', '!corpus'];
const result = spawnSync('npx', ['vitest', 'run', ...projects, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
