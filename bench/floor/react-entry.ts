import { createElement, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { addressPage, type MarkupNode } from './address-markup';
import { fetchAddressAnswers } from './answers';

/** DOM attribute names React spells otherwise. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  tabindex: 'tabIndex',
  datetime: 'dateTime',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at > 0) style[camel(declaration.slice(0, at).trim())] = declaration.slice(at + 1).trim();
  }
  return style;
}

function toReact(node: MarkupNode | string, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    props[PROP_NAMES[name] ?? name] = name === 'style' ? styleObject(value) : value;
  }
  return createElement(node.tag, props, ...node.children.map((child, i) => toReact(child, i)));
}

function Page({ tree, rows }: { tree: MarkupNode; rows: number }) {
  useLayoutEffect(() => {
    document.body.dataset.done = String(rows);
  }, [rows]);
  return toReact(tree);
}

const answers = await fetchAddressAnswers();
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(Page, {
    tree: addressPage(answers.address, answers.balance, answers.transactions, answers.isContract),
    rows: answers.transactions.length,
  }),
);
