import { addressPage, type MarkupNode } from './address-markup';
import { fetchAddressAnswers } from './answers';

const SVG = 'http://www.w3.org/2000/svg';

function toDom(node: MarkupNode | string, inSvg = false): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const svg = inSvg || node.tag === 'svg';
  const element = svg ? document.createElementNS(SVG, node.tag) : document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
  for (const child of node.children) element.append(toDom(child, svg));
  return element;
}

const answers = await fetchAddressAnswers();
const root = document.getElementById('root') as HTMLElement;
root.append(toDom(addressPage(answers.address, answers.balance, answers.transactions, answers.isContract)));
document.body.dataset.done = String(answers.transactions.length);
