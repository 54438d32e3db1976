// Debian's Chromium and the flags this machine needs (TOOLCHAIN.md): no sandbox as root, no GPU, and
// no background traffic (the network is closed, so Chromium's own calls would only fail).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
