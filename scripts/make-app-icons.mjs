// Writes the installed app's icons (public/icons/) from the favicon's star: 192 and 512 px, and a
// maskable 512 px one whose star keeps inside the safe circle that launchers may crop to.
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const STAR = 'M32 8l6 16h16l-13 10 5 17-14-10-14 10 5-17L10 24h16z';

const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1976D2"/><path d="${STAR}" fill="#F5F5DC"/></svg>`;
// Full-bleed background, the star scaled to 70% about the centre (the safe zone is 80%).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1976D2"/><g transform="translate(32 32) scale(0.7) translate(-32 -31)"><path d="${STAR}" fill="#F5F5DC"/></g></svg>`;

const write = (svg, size, name) => {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(new URL(`../public/icons/${name}`, import.meta.url), png);
};
write(plain, 192, 'icon-192.png');
write(plain, 512, 'icon-512.png');
write(maskable, 512, 'maskable-512.png');
