// The browser journeys run in Debian's Chromium (Playwright's own browser download does not work here).
// Installs it when missing and we are root; otherwise stops with a message saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(browser)) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium not found at ${browser}; installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium fonts-liberation >/dev/null', {
    stdio: 'inherit',
    env,
  });
  if (existsSync(browser)) process.exit(0);
}

console.error(
  [
    `The browser journeys need Chromium at ${browser}, and it is not installed.`,
    'On Debian or Ubuntu, install it as root with:  apt-get install chromium',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run npm test again.',
  ].join('\n'),
);
process.exit(1);
