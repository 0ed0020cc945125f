// Draws the site's illustrations as SVG and writes them to public/ as 1600 x 900 WebP.
// The site ships no remote or stock images: run `node scripts/generate-images.mjs` after editing
// a scene here, and commit the WebP files it writes.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const W = 1600;
const SMALL_WIDTH = 800;
const H = 900;

const c = {
  ink: '#042520',
  deep: '#083b31',
  dark: '#0a4a3c',
  brand: '#0b5d4b',
  teal: '#0b7a62',
  green: '#12a282',
  mint: '#35c29e',
  pale: '#a6eed5',
  mist: '#d1f7e8',
  cream: '#f7fbf9',
  amber: '#f59e0b',
  sun: '#fcd34d',
  glass: '#e8f6f1',
};

const svg = (
  defs,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs}</defs>${body}</svg>`;

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;

const radial = (id, col, op = 0.6) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${col}" stop-opacity="${op}"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`;

/** A hexagonal ring with atoms at its corners, like a benzene ring in a structural formula. */
function molecule(cx, cy, r, stroke, fill, width = 6) {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  const ring = pts.map((p) => p.join(',')).join(' ');
  const bonds = [0, 2, 4]
    .map((i) => {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[(i + 1) % 6];
      const k = 0.18;
      const ix1 = x1 + (cx - x1) * k;
      const iy1 = y1 + (cy - y1) * k;
      const ix2 = x2 + (cx - x2) * k;
      const iy2 = y2 + (cy - y2) * k;
      return `<line x1="${ix1}" y1="${iy1}" x2="${ix2}" y2="${iy2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
    })
    .join('');
  const [tx, ty] = pts[0];
  const [bx, by] = pts[3];
  const tails = `<line x1="${tx}" y1="${ty}" x2="${tx}" y2="${ty - r * 0.8}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>
  <line x1="${bx}" y1="${by}" x2="${bx}" y2="${by + r * 0.8}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
  const atoms = [...pts, [tx, ty - r * 0.8], [bx, by + r * 0.8]]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i > 5 ? width * 2.4 : width * 1.6}" fill="${fill}"/>`,
    )
    .join('');
  return `<g><polygon points="${ring}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>${bonds}${tails}${atoms}</g>`;
}

/** An Erlenmeyer flask standing on y = base, filled to `level` (0..1) with `liquid`. */
function flask(x, base, w, h, liquid, level = 0.45) {
  const neck = w * 0.28;
  const neckH = h * 0.32;
  const top = base - h;
  const body = `M${x - neck / 2},${top} L${x - neck / 2},${top + neckH} L${x - w / 2},${base - 14} Q${x - w / 2},${base} ${x - w / 2 + 16},${base} L${x + w / 2 - 16},${base} Q${x + w / 2},${base} ${x + w / 2},${base - 14} L${x + neck / 2},${top + neckH} L${x + neck / 2},${top} Z`;
  const ly = base - (h - neckH) * level;
  const half =
    neck / 2 +
    ((w - neck) / 2) * ((base - ly) / (h - neckH) < 1 ? 1 - (base - ly) / (h - neckH) : 0);
  const liquidPath = `M${x - half},${ly} L${x - w / 2 + 4},${base - 14} Q${x - w / 2 + 4},${base - 4} ${x - w / 2 + 18},${base - 4} L${x + w / 2 - 18},${base - 4} Q${x + w / 2 - 4},${base - 4} ${x + w / 2 - 4},${base - 14} L${x + half},${ly} Z`;
  return `<g>
  <path d="${body}" fill="${c.glass}" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5" stroke-linejoin="round"/>
  <path d="${liquidPath}" fill="${liquid}" fill-opacity="0.9"/>
  <rect x="${x - neck / 2 - 8}" y="${top - 10}" width="${neck + 16}" height="14" rx="7" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M${x - w / 4},${base - 40} L${x - w / 4 + 10},${top + neckH + 30}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>
  </g>`;
}

/** A test tube rack with tubes of different liquids. */
function testTubes(x, base, colours) {
  const tubes = colours
    .map((col, i) => {
      const tx = x + 30 + i * 54;
      const h = 190;
      const fill = 70 + ((i * 37) % 60);
      return `<rect x="${tx}" y="${base - h}" width="30" height="${h}" rx="15" fill="${c.glass}" fill-opacity="0.25" stroke="#fff" stroke-opacity="0.85" stroke-width="4"/>
      <rect x="${tx + 4}" y="${base - fill - 4}" width="22" height="${fill}" rx="11" fill="${col}"/>`;
    })
    .join('');
  const width = 60 + colours.length * 54;
  return `<g>${tubes}
  <rect x="${x}" y="${base - 110}" width="${width}" height="18" rx="6" fill="${c.deep}" fill-opacity="0.9"/>
  <rect x="${x}" y="${base - 16}" width="${width}" height="22" rx="6" fill="${c.deep}" fill-opacity="0.9"/>
  <rect x="${x + 8}" y="${base - 100}" width="10" height="90" fill="${c.deep}" fill-opacity="0.9"/>
  <rect x="${x + width - 18}" y="${base - 100}" width="10" height="90" fill="${c.deep}" fill-opacity="0.9"/></g>`;
}

function dots(opacity = 0.08) {
  return `<pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" fill-opacity="${opacity}"/></pattern>`;
}

function laboratory() {
  const defs = [
    linear(
      'bg',
      [
        [0, c.deep],
        [0.6, c.brand],
        [1, c.teal],
      ],
      1,
      1,
    ),
    linear('bench', [
      [0, '#f2f7f5'],
      [1, '#cfe3dc'],
    ]),
    radial('glowA', c.mint, 0.55),
    radial('glowB', c.amber, 0.35),
    dots(),
  ].join('');
  const body = `
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="1250" cy="220" r="420" fill="url(#glowA)"/>
  <circle cx="260" cy="760" r="380" fill="url(#glowB)"/>
  <g opacity="0.9">${molecule(1260, 250, 88, c.mist, c.mint, 8)}</g>
  <g opacity="0.35">${molecule(240, 190, 52, '#ffffff', '#ffffff', 5)}</g>
  <g opacity="0.25">${molecule(820, 150, 36, '#ffffff', '#ffffff', 4)}</g>
  <rect x="0" y="700" width="${W}" height="200" fill="url(#bench)"/>
  <rect x="0" y="700" width="${W}" height="12" fill="#ffffff" fill-opacity="0.8"/>
  <ellipse cx="560" cy="708" rx="170" ry="16" fill="${c.deep}" fill-opacity="0.18"/>
  <ellipse cx="880" cy="708" rx="110" ry="12" fill="${c.deep}" fill-opacity="0.18"/>
  ${flask(560, 700, 300, 400, c.mint, 0.5)}
  ${flask(880, 700, 190, 270, c.amber, 0.42)}
  ${testTubes(1040, 700, [c.mint, c.sun, c.pale, c.green, c.amber])}
  <g transform="translate(240 560)">
    <rect x="0" y="40" width="150" height="100" rx="14" fill="#ffffff" fill-opacity="0.95"/>
    <rect x="18" y="60" width="114" height="12" rx="6" fill="${c.pale}"/>
    <rect x="18" y="84" width="80" height="12" rx="6" fill="${c.mist}"/>
    <rect x="18" y="108" width="96" height="12" rx="6" fill="${c.mist}"/>
  </g>`;
  return svg(defs, body);
}

/** A cylindrical tank with a domed top. */
function tank(x, base, w, h, fill, shade) {
  return `<g>
  <rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${fill}"/>
  <rect x="${x + w * 0.62}" y="${base - h}" width="${w * 0.38}" height="${h}" fill="${shade}" fill-opacity="0.5"/>
  <ellipse cx="${x + w / 2}" cy="${base - h}" rx="${w / 2}" ry="${w * 0.16}" fill="${fill}"/>
  <rect x="${x}" y="${base - h * 0.66}" width="${w}" height="6" fill="${shade}" fill-opacity="0.6"/>
  <rect x="${x}" y="${base - h * 0.33}" width="${w}" height="6" fill="${shade}" fill-opacity="0.6"/>
  </g>`;
}

function building(x, base, w, h, fill, windowFill, cols = 4, rows = 2) {
  const gapX = w / (cols + 1);
  const gapY = h / (rows + 1.2);
  const windows = [];
  for (let r = 0; r < rows; r += 1) {
    for (let k = 0; k < cols; k += 1) {
      windows.push(
        `<rect x="${x + gapX * (k + 1) - 14}" y="${base - h + gapY * (r + 0.7)}" width="28" height="22" rx="3" fill="${windowFill}"/>`,
      );
    }
  }
  return `<g><rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${fill}"/>${windows.join('')}</g>`;
}

function plantScene({ skyTop, skyBottom, sunY, sunColour, id }) {
  const defs = [
    linear(`sky${id}`, [
      [0, skyTop],
      [1, skyBottom],
    ]),
    linear(`ground${id}`, [
      [0, c.brand],
      [1, c.deep],
    ]),
    radial(`sunGlow${id}`, sunColour, 0.7),
  ].join('');
  const body = `
  <rect width="${W}" height="${H}" fill="url(#sky${id})"/>
  <circle cx="1180" cy="${sunY}" r="320" fill="url(#sunGlow${id})"/>
  <circle cx="1180" cy="${sunY}" r="80" fill="${sunColour}" fill-opacity="0.95"/>
  <path d="M0,600 Q200,520 420,580 T860,560 T1300,575 T1600,540 L1600,900 L0,900 Z" fill="${c.teal}" fill-opacity="0.55"/>
  <path d="M0,640 Q260,590 520,630 T1040,610 T1600,620 L1600,900 L0,900 Z" fill="${c.green}" fill-opacity="0.45"/>
  <g>
    <rect x="250" y="330" width="44" height="330" fill="${c.dark}"/>
    <rect x="250" y="360" width="44" height="14" fill="${c.sun}" fill-opacity="0.8"/>
    <rect x="330" y="390" width="36" height="270" fill="${c.dark}"/>
    <circle cx="280" cy="300" r="34" fill="#ffffff" fill-opacity="0.45"/>
    <circle cx="318" cy="270" r="46" fill="#ffffff" fill-opacity="0.35"/>
    <circle cx="370" cy="246" r="56" fill="#ffffff" fill-opacity="0.22"/>
    ${building(160, 680, 330, 220, c.brand, c.sun, 5, 2)}
    ${building(470, 680, 260, 300, c.dark, c.pale, 3, 3)}
    <path d="M470,380 L600,330 L730,380 Z" fill="${c.deep}"/>
    ${tank(780, 680, 120, 250, '#e7f3ef', '#8fb5aa')}
    ${tank(920, 680, 120, 200, '#e7f3ef', '#8fb5aa')}
    ${tank(1060, 680, 90, 150, '#d4ebe4', '#8fb5aa')}
    <path d="M840,430 L840,400 L980,400 L980,480" fill="none" stroke="${c.amber}" stroke-width="12" stroke-linejoin="round"/>
    <path d="M980,400 L1105,400 L1105,530" fill="none" stroke="${c.amber}" stroke-width="12" stroke-linejoin="round"/>
    ${building(1180, 680, 300, 170, c.brand, c.sun, 4, 1)}
    <rect x="1210" y="560" width="70" height="120" fill="${c.deep}"/>
  </g>
  <rect x="0" y="680" width="${W}" height="220" fill="url(#ground${id})"/>
  <rect x="0" y="760" width="${W}" height="26" fill="#ffffff" fill-opacity="0.12"/>
  <g fill="${c.mint}">
    ${[60, 130, 1500, 1560, 740, 1400]
      .map(
        (x, i) =>
          `<rect x="${x - 5}" y="${640 - (i % 3) * 10}" width="10" height="${50 + (i % 3) * 10}" fill="${c.deep}"/><circle cx="${x}" cy="${625 - (i % 3) * 12}" r="${38 + (i % 2) * 10}"/>`,
      )
      .join('')}
  </g>`;
  return svg(defs, body);
}

function water() {
  const defs = [
    linear('sky', [
      [0, '#dff5ee'],
      [1, '#f7fbf9'],
    ]),
    linear('field', [
      [0, c.green],
      [1, c.brand],
    ]),
    linear(
      'water',
      [
        [0, '#6fd3c7'],
        [1, '#1a8f86'],
      ],
      1,
      1,
    ),
    radial('glow', c.mint, 0.45),
  ].join('');
  const basin = (cx, cy, rx, ry) => `<g>
    <ellipse cx="${cx}" cy="${cy + 18}" rx="${rx + 16}" ry="${ry + 10}" fill="${c.deep}" fill-opacity="0.35"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx + 16}" ry="${ry + 10}" fill="#eef5f2"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#water)"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.66}" ry="${ry * 0.66}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.33}" ry="${ry * 0.33}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
    <line x1="${cx - rx}" y1="${cy}" x2="${cx + rx}" y2="${cy}" stroke="#f8fafc" stroke-width="8"/>
    <circle cx="${cx}" cy="${cy}" r="14" fill="#f8fafc"/>
  </g>`;
  const tree = (x, y, r) =>
    `<rect x="${x - 5}" y="${y}" width="10" height="${r * 1.1}" fill="${c.deep}"/><circle cx="${x}" cy="${y - r * 0.2}" r="${r}" fill="${c.teal}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.45}" r="${r * 0.55}" fill="${c.mint}" fill-opacity="0.55"/>`;
  const body = `
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1330" cy="150" r="300" fill="url(#glow)"/>
  <path d="M0,360 Q400,300 800,340 T1600,320 L1600,900 L0,900 Z" fill="url(#field)"/>
  <path d="M0,420 Q500,380 900,420 T1600,400 L1600,900 L0,900 Z" fill="${c.green}" fill-opacity="0.5"/>
  ${basin(470, 560, 300, 120)}
  ${basin(1120, 520, 250, 100)}
  ${basin(1180, 760, 200, 80)}
  <rect x="740" y="600" width="170" height="120" rx="10" fill="#f1f7f5"/>
  <rect x="740" y="600" width="170" height="26" rx="10" fill="${c.brand}"/>
  <rect x="770" y="650" width="40" height="30" rx="4" fill="${c.pale}"/>
  <rect x="840" y="650" width="40" height="30" rx="4" fill="${c.pale}"/>
  <path d="M770,560 L870,520 L1000,520" fill="none" stroke="#f8fafc" stroke-width="14" stroke-linecap="round"/>
  <path d="M910,700 Q1000,720 1010,760" fill="none" stroke="#f8fafc" stroke-width="14" stroke-linecap="round"/>
  ${[
    [90, 420, 48],
    [180, 450, 36],
    [1480, 380, 52],
    [1540, 430, 38],
    [650, 800, 44],
    [90, 820, 56],
    [1420, 820, 46],
  ]
    .map(([x, y, r]) => tree(x, y, r))
    .join('')}
  <circle cx="1330" cy="150" r="70" fill="#fff3c4"/>`;
  return svg(defs, body);
}

function basicDrugs() {
  const defs = [
    linear(
      'bg',
      [
        [0, '#eef8f4'],
        [1, '#d6efe6'],
      ],
      1,
      1,
    ),
    linear('table', [
      [0, c.brand],
      [1, c.deep],
    ]),
    radial('glow', c.mint, 0.5),
  ].join('');
  const heap = (cx, base, w, h, col) =>
    `<path d="M${cx - w / 2},${base} Q${cx - w / 4},${base - h * 0.9} ${cx},${base - h} Q${cx + w / 4},${base - h * 0.9} ${cx + w / 2},${base} Z" fill="${col}"/>
    <path d="M${cx - w / 6},${base - h * 0.55} L${cx - w / 12},${base - h * 0.8} L${cx},${base - h * 0.55} Z" fill="#ffffff" fill-opacity="0.7"/>`;
  const dish = (cx, base, w, col, h) =>
    `${heap(cx, base - 10, w * 0.8, h, col)}<ellipse cx="${cx}" cy="${base - 8}" rx="${w / 2}" ry="${w * 0.09}" fill="#ffffff" fill-opacity="0.95"/><ellipse cx="${cx}" cy="${base - 12}" rx="${w / 2 - 10}" ry="${w * 0.07}" fill="${c.glass}"/>`;
  const body = `
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1200" cy="260" r="460" fill="url(#glow)"/>
  <g opacity="0.85">${molecule(1240, 260, 100, c.teal, c.green, 9)}</g>
  <g opacity="0.35">${molecule(260, 200, 60, c.teal, c.teal, 6)}</g>
  <rect x="0" y="660" width="${W}" height="240" fill="url(#table)"/>
  <rect x="0" y="660" width="${W}" height="10" fill="#ffffff" fill-opacity="0.25"/>
  ${dish(330, 670, 300, '#ffffff', 120)}
  ${dish(690, 670, 240, c.amber, 90)}
  ${dish(1010, 670, 260, '#9ad9c6', 105)}
  ${flask(1330, 660, 200, 300, c.mint, 0.45)}
  <g transform="translate(500 430) rotate(-18)">
    <rect x="0" y="0" width="220" height="34" rx="17" fill="#f8fafc"/>
    <rect x="0" y="0" width="110" height="34" rx="17" fill="${c.amber}"/>
  </g>
  <g transform="translate(820 480) rotate(22)">
    <rect x="0" y="0" width="180" height="30" rx="15" fill="#f8fafc"/>
    <rect x="90" y="0" width="90" height="30" rx="15" fill="${c.green}"/>
  </g>`;
  return svg(defs, body);
}

function packaging() {
  const defs = [
    linear(
      'bg',
      [
        [0, c.brand],
        [1, c.deep],
      ],
      1,
      1,
    ),
    linear(
      'foil',
      [
        [0, '#f3f6f5'],
        [1, '#c9d6d2'],
      ],
      1,
      1,
    ),
    radial('glow', c.mint, 0.5),
    dots(0.07),
  ].join('');
  const blister = (x, y, rotate, pill) => {
    const cells = [];
    for (let r = 0; r < 2; r += 1) {
      for (let k = 0; k < 5; k += 1) {
        cells.push(
          `<rect x="${30 + k * 62}" y="${34 + r * 82}" width="44" height="60" rx="22" fill="${pill}"/><rect x="${38 + k * 62}" y="${42 + r * 82}" width="10" height="36" rx="5" fill="#ffffff" fill-opacity="0.6"/>`,
        );
      }
    }
    return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="0" y="0" width="340" height="210" rx="18" fill="url(#foil)"/>${cells.join('')}</g>`;
  };
  const bottle = (x, base, w, h, body, cap) =>
    `<g><rect x="${x + w * 0.22}" y="${base - h - 40}" width="${w * 0.56}" height="46" rx="8" fill="${cap}"/>
    <rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="${w * 0.2}" fill="${body}"/>
    <rect x="${x + 14}" y="${base - h * 0.7}" width="${w - 28}" height="${h * 0.4}" rx="8" fill="#ffffff" fill-opacity="0.92"/>
    <rect x="${x + 28}" y="${base - h * 0.62}" width="${w - 56}" height="12" rx="6" fill="${c.mint}"/>
    <rect x="${x + 28}" y="${base - h * 0.5}" width="${(w - 56) * 0.6}" height="10" rx="5" fill="${c.pale}"/></g>`;
  const carton = (x, base, w, h) =>
    `<g><path d="M${x},${base - h} L${x + w * 0.25},${base - h - 50} L${x + w * 1.25},${base - h - 50} L${x + w},${base - h} Z" fill="#e3efeb"/>
    <path d="M${x + w},${base - h} L${x + w * 1.25},${base - h - 50} L${x + w * 1.25},${base - 50} L${x + w},${base} Z" fill="#b7cfc7"/>
    <rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="#f7fbf9"/>
    <rect x="${x}" y="${base - h * 0.6}" width="${w}" height="${h * 0.22}" fill="${c.teal}"/>
    <path d="M${x + 58},${base - h * 0.86} h24 v-24 h24 v24 h24 v24 h-24 v24 h-24 v-24 h-24 Z" fill="${c.amber}"/></g>`;
  const body = `
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="800" cy="420" r="520" fill="url(#glow)"/>
  <ellipse cx="800" cy="770" rx="680" ry="60" fill="${c.ink}" fill-opacity="0.35"/>
  ${carton(180, 760, 260, 330)}
  ${bottle(620, 760, 170, 300, c.amber, c.deep)}
  ${bottle(830, 760, 140, 230, '#f8fafc', c.teal)}
  ${blister(1010, 470, -8, c.sun)}
  ${blister(1050, 560, 6, '#ffffff')}`;
  return svg(defs, body);
}

const images = [
  ['images/carousel/laboratory.webp', laboratory()],
  [
    'images/carousel/plant.webp',
    plantScene({
      skyTop: '#0a4a3c',
      skyBottom: '#f5b04a',
      sunY: 470,
      sunColour: c.sun,
      id: 'dawn',
    }),
  ],
  ['images/carousel/water.webp', water()],
  [
    'images/about-plant.webp',
    plantScene({
      skyTop: '#8fd9c2',
      skyBottom: '#eef8f4',
      sunY: 200,
      sunColour: '#fff3c4',
      id: 'day',
    }),
  ],
  ['images/products-basic-drugs.webp', basicDrugs()],
  ['images/products-packaging.webp', packaging()],
];

for (const [file, markup] of images) {
  const out = join(root, file);
  await mkdir(dirname(out), { recursive: true });
  const data = await sharp(Buffer.from(markup)).webp({ quality: 78, effort: 6 }).toBuffer();
  await writeFile(out, data);
  if (!file.startsWith('images/carousel/')) {
    console.log(`${file}: ${(data.length / 1024).toFixed(1)} KB`);
    continue;
  }
  // A half-width copy for phones (srcset), so the first slide paints sooner on a slow network.
  const small = await sharp(Buffer.from(markup))
    .resize(SMALL_WIDTH)
    .webp({ quality: 78, effort: 6 })
    .toBuffer();
  await writeFile(
    out.replace(/\.webp$/, () => `-${SMALL_WIDTH}.webp`),
    small,
  );
  console.log(
    `${file}: ${(data.length / 1024).toFixed(1)} KB, ${SMALL_WIDTH} wide ${(small.length / 1024).toFixed(1)} KB`,
  );
}
