/**
 * The address deep link's page as the app draws it — shell, page header, balance card, tabs, the first page of
 * transactions as 25 table rows, footer — built from the same three Data API answers, as a plain tree. Two floor
 * pages turn the same tree into the DOM, one with DOM calls and one with React alone, so the start-up bench can
 * tell how much of the app's time is the page it draws (elements, stylesheets, layout), how much React, and how
 * much the app's own code. Mirrors the app's markup (classes, attributes, nesting), not its behaviour.
 */
export interface MarkupNode {
  tag: string;
  attrs: Record<string, string>;
  children: Array<MarkupNode | string>;
}

export interface NativeBalanceAnswer {
  nativeTokenBalance: {
    name: string;
    symbol: string;
    decimals: number;
    balance: string;
    price?: { value: number };
    balanceValue?: { value: number };
  };
}

export interface NativeTxAnswer {
  blockNumber: string;
  blockTimestamp: number;
  txHash: string;
  txStatus: string;
  gasUsed: string;
  gasPrice: string;
  from: { address: string };
  to?: { address: string; name?: string };
  method?: { methodName?: string };
  value: string;
}

export function h(
  tag: string,
  attrs: Record<string, string> = {},
  ...children: Array<MarkupNode | string>
): MarkupNode {
  return { tag, attrs, children };
}

export const TX_COLUMNS =
  '150px 92px 120px minmax(90px, 0.8fr) minmax(110px, 1fr) 60px minmax(110px, 1fr) minmax(150px, 1fr) 96px 96px';
const CURRENCIES = ['USD', 'EUR', 'AUD', 'CAD', 'CHF', 'CLP', 'CNY', 'CZK', 'DKK', 'GBP', 'HKD', 'HUF', 'JPY', 'NZD'];
const NAV: Array<[string, string[]]> = [
  ['EVM chains', ['Address', 'Blocks', 'Transactions', 'NFTs', 'Watchlist']],
  ['Primary network', ['Subnets / L1s', 'Validators', 'Rewards', 'Vertices']],
  ['Node', ['Node', 'Index']],
  ['Tools', ['Metrics', 'Export', 'Signatures', 'Settings']],
];

const short = (hex: string) => `${hex.slice(0, 8)}…${hex.slice(-6)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function utcTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A base-unit integer as a decimal with at most `places` fraction digits (cut, not rounded: a floor page). */
function units(raw: bigint, decimals: number, places: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = raw / scale;
  const fraction = (raw % scale).toString().padStart(decimals, '0').slice(0, places).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export function sortHeader(label: string, align = 'left'): MarkupNode {
  return h(
    'th',
    { scope: 'col', class: `vtable__cell vtable__cell--${align}`, 'aria-sort': 'none' },
    h('button', { type: 'button', class: 'vtable__sort' }, label, h('span', { class: 'vtable__sort-mark' }, '↕')),
  );
}

function addressCell(address: string, testid: string): MarkupNode {
  return h(
    'td',
    { class: 'vtable__cell vtable__cell--left' },
    h(
      'span',
      { class: 'address-link', title: address, 'data-testid': testid },
      h('a', { class: 'mono', href: `#/address/43114/${address}` }, short(address)),
    ),
  );
}

export function txRow(tx: NativeTxAnswer, index: number, owner: string): MarkupNode {
  const outgoing = tx.from.address.toLowerCase() === owner.toLowerCase();
  const method = tx.method?.methodName ?? 'Native Transfer';
  const value = units(BigInt(tx.value), 18, 6);
  const fee = units(BigInt(tx.gasUsed) * BigInt(tx.gasPrice), 18, 6);
  const ok = tx.txStatus === '1';
  return h(
    'tr',
    {
      tabindex: '0',
      'aria-rowindex': String(index + 2),
      'data-index': String(index),
      'data-testid': 'table-row',
      class: 'vtable__row',
      style: `height: 32px; grid-template-columns: ${TX_COLUMNS};`,
    },
    h(
      'td',
      { class: 'vtable__cell vtable__cell--left' },
      h(
        'time',
        { class: 'timestamp', datetime: new Date(tx.blockTimestamp * 1000).toISOString() },
        utcTime(tx.blockTimestamp),
      ),
    ),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--left' },
      h(
        'a',
        { class: 'mono block-link', href: `#/block/43114/${tx.blockNumber}` },
        `#${groupThousands(tx.blockNumber)}`,
      ),
    ),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--left' },
      h(
        'span',
        { class: 'hash-text', title: tx.txHash, 'data-testid': 'tx-link' },
        h('a', { class: 'mono', href: `#/tx/43114/${tx.txHash}` }, short(tx.txHash)),
      ),
    ),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--left' },
      h('span', { class: 'address-method address-ellipsis', title: method }, method),
    ),
    addressCell(tx.from.address, 'from-link'),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--center' },
      h(
        'span',
        { class: `badge ${outgoing ? 'badge--warning' : 'badge--success'} address-direction` },
        outgoing ? 'OUT' : 'IN',
      ),
    ),
    addressCell(tx.to?.address ?? '', 'to-link'),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--right' },
      h(
        'span',
        { class: 'amount', title: `${value} AVAX` },
        h('span', { class: 'amount__value mono' }, value),
        h('span', { class: 'amount__symbol' }, 'AVAX'),
        h('button', { type: 'button', class: 'copy-icon copy-icon--idle', 'aria-label': `Copy amount: ${value}` }),
      ),
    ),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--right' },
      h('span', { class: 'amount', title: fee }, h('span', { class: 'amount__value mono' }, fee)),
    ),
    h(
      'td',
      { class: 'vtable__cell vtable__cell--left' },
      h(
        'span',
        { class: `status-pill status-pill--${ok ? 'success' : 'danger'}` },
        h('span', { class: 'status-pill__dot' }),
        ok ? 'Success' : 'Failed',
      ),
    ),
  );
}

function shell(view: MarkupNode): MarkupNode {
  const logoLine = (angle: number) =>
    h('line', {
      x1: '12',
      y1: '5.5',
      x2: '12',
      y2: '18.5',
      stroke: 'var(--accent)',
      'stroke-width': '1.8',
      'stroke-linecap': 'round',
      transform: `rotate(${angle} 12 12)`,
    });
  return h(
    'div',
    { class: 'app' },
    h('button', { type: 'button', class: 'skip-link' }, 'Skip to content'),
    h(
      'header',
      { class: 'top-bar' },
      h(
        'a',
        { class: 'brand', href: '#/' },
        h(
          'svg',
          { width: '22', height: '22', viewBox: '0 0 24 24', class: 'logo-mark' },
          h('circle', { cx: '12', cy: '12', r: '10.5', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.6' }),
          logoLine(0),
          logoLine(60),
          logoLine(120),
          h('circle', { cx: '12', cy: '12', r: '1.8', fill: 'var(--accent)' }),
        ),
        h('span', { class: 'brand__name' }, 'Snowscope'),
      ),
      h(
        'search',
        { class: 'search' },
        h(
          'form',
          {},
          h('input', {
            class: 'search__input mono',
            placeholder: 'Search address, label, tx, block…',
            'aria-label': 'Search',
          }),
          h('kbd', { class: 'search__hint' }, '/'),
        ),
      ),
      h(
        'div',
        { class: 'top-bar__end' },
        h(
          'div',
          { class: 'chain-picker' },
          h(
            'button',
            { type: 'button', class: 'chain-picker__button' },
            h('span', { class: 'token-logo token-logo--fallback' }, 'AV'),
            h('span', { class: 'chain-picker__name' }, 'Avalanche (C-Chain)'),
            h('span', { class: 'chain-picker__id mono' }, '43114'),
            h('span', { class: 'chain-picker__caret' }, '▾'),
          ),
        ),
        h(
          'div',
          { class: 'profile-switcher' },
          h(
            'select',
            { class: 'select' },
            h('option', {}, 'Avalanche Mainnet'),
            h('option', {}, 'Avalanche Fuji (testnet)'),
            h('option', {}, 'Local simulator'),
          ),
          h('span', { class: 'badge badge--mainnet' }, 'mainnet'),
        ),
        h(
          'button',
          { type: 'button', class: 'top-bar__button' },
          h('span', { class: 'theme-glyph theme-glyph--system' }),
          h('span', { class: 'theme-label' }, 'System'),
        ),
      ),
    ),
    h(
      'nav',
      { class: 'side-nav', 'aria-label': 'Areas' },
      ...NAV.map(([title, links]) =>
        h(
          'div',
          { class: 'side-nav__group' },
          h('div', { class: 'side-nav__title' }, title),
          h('ul', {}, ...links.map((label) => h('li', {}, h('a', { href: '#/', class: 'side-nav__link' }, label)))),
        ),
      ),
    ),
    h('main', { id: 'main-content', class: 'main', tabindex: '-1' }, h('div', {}, view)),
  );
}

export function addressPage(
  address: string,
  balanceAnswer: NativeBalanceAnswer,
  transactions: NativeTxAnswer[],
  isContract: boolean,
): MarkupNode {
  const token = balanceAnswer.nativeTokenBalance;
  const amount = units(BigInt(token.balance), token.decimals, 6);
  const usd = token.balanceValue?.value ?? 0;
  const copy = (label: string) => h('button', { type: 'button', class: 'copy-button copy-button--idle' }, label);
  const header = h(
    'header',
    { class: 'page-header' },
    h('div', { class: 'page-header__eyebrow' }, `${isContract ? 'Contract' : 'Address'} · chain 43114`),
    h(
      'h1',
      { class: 'page-header__title' },
      h('span', { class: 'hash-line' }, h('span', { class: 'mono break' }, address), copy('Copy')),
    ),
  );
  const balance = h(
    'section',
    { class: 'card balance-card' },
    h(
      'h2',
      { class: 'card__title' },
      'Native balance',
      h(
        'span',
        { class: 'card__tools' },
        h('select', { class: 'select select--compact' }, ...CURRENCIES.map((c) => h('option', {}, c))),
        h('button', { type: 'button', class: 'button button--quiet' }, 'Refresh'),
      ),
    ),
    h(
      'div',
      { class: 'balance' },
      h('span', { class: 'token-logo token-logo--fallback' }, 'AV'),
      h(
        'div',
        { class: 'balance__figures' },
        h(
          'div',
          { class: 'balance__amount' },
          h('span', { class: 'mono', 'data-testid': 'balance-amount' }, amount),
          ' ',
          h('span', { class: 'balance__symbol' }, token.symbol),
        ),
        h('div', { class: 'balance__value' }, `$${usd.toFixed(2)}`),
        h('div', { class: 'muted' }, `1 ${token.symbol} = $${(token.price?.value ?? 0).toFixed(2)}`),
      ),
      h(
        'dl',
        { class: 'kv kv--compact balance__facts' },
        ...(
          [
            ['Token', token.name],
            ['Smallest units', token.balance],
            ['Decimals', String(token.decimals)],
          ] as const
        ).map(([term, value]) => h('div', { class: 'kv__row' }, h('dt', {}, term), h('dd', { class: 'mono' }, value))),
      ),
    ),
  );
  const table = h(
    'div',
    { class: 'vtable' },
    h(
      'div',
      { class: 'vtable__frame' },
      h(
        'div',
        { class: 'vtable__scroll', style: 'max-height: 560px;' },
        h(
          'table',
          { class: 'vtable__table', 'aria-rowcount': String(transactions.length + 1), style: 'min-width: 1074px;' },
          h(
            'thead',
            { class: 'vtable__head' },
            h(
              'tr',
              { class: 'vtable__header', style: `grid-template-columns: ${TX_COLUMNS};` },
              sortHeader('Time'),
              sortHeader('Block'),
              h('th', { scope: 'col', class: 'vtable__cell vtable__cell--left' }, 'Transaction'),
              sortHeader('Method'),
              h('th', { scope: 'col', class: 'vtable__cell vtable__cell--left' }, 'From'),
              h('th', { scope: 'col', class: 'vtable__cell vtable__cell--center' }),
              h('th', { scope: 'col', class: 'vtable__cell vtable__cell--left' }, 'To'),
              sortHeader('Value', 'right'),
              sortHeader('Fee (AVAX)', 'right'),
              sortHeader('Status'),
            ),
          ),
          h(
            'tbody',
            { class: 'vtable__body', style: `height: ${transactions.length * 32}px; padding-top: 0px;` },
            ...transactions.map((tx, index) => txRow(tx, index, address)),
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: 'vtable__footer' },
      h('span', {}, h('span', { 'data-testid': 'row-count' }, String(transactions.length)), ' rows · 1 page loaded'),
      h('button', { type: 'button', class: 'button vtable__more' }, 'Load more'),
    ),
  );
  const tabs = h(
    'div',
    { class: 'tabs' },
    h(
      'div',
      { class: 'tabs__list', role: 'tablist' },
      ...['Transactions', 'ERC-20 transfers', 'ERC-20 balances', 'ERC-721', 'Collectibles'].map((label, i) =>
        h('button', { type: 'button', role: 'tab', class: i === 0 ? 'tabs__tab is-active' : 'tabs__tab' }, label),
      ),
    ),
    h('div', { class: 'tabs__panel', role: 'tabpanel' }, h('div', { class: 'address-tab' }, table)),
  );
  return shell(h('div', { class: 'view' }, header, balance, tabs));
}
