import type { MarkupNode } from './address-markup';

const SVG = 'http://www.w3.org/2000/svg';

/** A markup tree as DOM nodes, built with plain DOM calls. */
export function toDom(node: MarkupNode | string, inSvg = false): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const svg = inSvg || node.tag === 'svg';
  const element = svg ? document.createElementNS(SVG, node.tag) : document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
  for (const child of node.children) element.append(toDom(child, svg));
  return element;
}
