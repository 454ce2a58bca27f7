// The row actions' icons as SVG elements for the plain DOM actions cell: Tabler's icons (MIT, the
// same paths and attributes @tabler/icons-react draws), 14 px.
const SVG = 'http://www.w3.org/2000/svg';

const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};
const FILLED = { fill: 'currentColor', stroke: 'none' };

const ICONS = {
  message: {
    look: OUTLINE,
    paths: [
      'M8 9h8',
      'M8 13h6',
      'M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1 -3 3h-5l-5 3v-3h-2a3 3 0 0 1 -3 -3v-8a3 3 0 0 1 3 -3h12',
    ],
  },
  clock: { look: OUTLINE, paths: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 7v5l3 3'] },
  'player-play-filled': {
    look: FILLED,
    paths: ['M6 4v16a1 1 0 0 0 1.524 .852l13 -8a1 1 0 0 0 0 -1.704l-13 -8a1 1 0 0 0 -1.524 .852z'],
  },
  'player-stop-filled': {
    look: FILLED,
    paths: ['M17 4h-10a3 3 0 0 0 -3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3 -3v-10a3 3 0 0 0 -3 -3z'],
  },
  receipt: {
    look: OUTLINE,
    paths: [
      'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16l-3 -2l-2 2l-2 -2l-2 2l-2 -2l-3 2m4 -14h6m-6 4h6m-2 4h2',
    ],
  },
  trash: {
    look: OUTLINE,
    paths: [
      'M4 7l16 0',
      'M10 11l0 6',
      'M14 11l0 6',
      'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12',
      'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
    ],
  },
  x: { look: OUTLINE, paths: ['M18 6l-12 12', 'M6 6l12 12'] },
  'external-link': {
    look: OUTLINE,
    paths: ['M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6', 'M11 13l9 -9', 'M15 4h5v5'],
  },
} as const;

export type RowActionIcon = keyof typeof ICONS;

export function rowActionIcon(name: RowActionIcon): SVGSVGElement {
  const { look, paths } = ICONS[name];
  const svg = document.createElementNS(SVG, 'svg');
  for (const [attribute, value] of Object.entries({
    width: '14',
    height: '14',
    viewBox: '0 0 24 24',
    ...look,
  }))
    svg.setAttribute(attribute, value);
  svg.setAttribute('class', `tabler-icon tabler-icon-${name}`);
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
