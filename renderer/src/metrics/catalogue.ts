import { isDayOnlyMetric, METRIC_NAMES, type MetricName } from '@shared/contract/data/common';

/** What each of the spec's 17 metrics means and how it is drawn, summed up and written. */

export type MetricGroup = 'activity' | 'contracts' | 'gas and fees' | 'throughput';
export const METRIC_GROUPS: readonly MetricGroup[] = ['activity', 'contracts', 'gas and fees', 'throughput'];

/** The unit of the raw value, which decides formatting and which y-axis a series shares. */
export type MetricUnit = 'count' | 'gas' | 'gasPerSecond' | 'txPerSecond' | 'gasPrice' | 'fee';

export interface MetricInfo {
  name: MetricName;
  label: string;
  group: MetricGroup;
  /** One line, from the spec's table. */
  meaning: string;
  unit: MetricUnit;
  /** What a count counts ("transactions"), for tooltips. */
  noun?: string;
  /** Running totals draw as lines; per-interval counts as bars; rates and prices as lines. */
  shape: 'cumulative' | 'perInterval' | 'rate';
  /** The figure that sums up a range: a total for additive counts, a mean otherwise. */
  rangeFigure: 'sum' | 'mean' | 'none';
  dayOnly: boolean;
}

type Entry = Omit<MetricInfo, 'name' | 'dayOnly'>;

const ENTRIES: Record<MetricName, Entry> = {
  activeAddresses: {
    label: 'Active addresses',
    group: 'activity',
    meaning: 'Distinct addresses in from/to of a transaction or ERC-20/721/1155 transfer log in the interval',
    unit: 'count',
    noun: 'addresses',
    shape: 'perInterval',
    rangeFigure: 'mean',
  },
  activeSenders: {
    label: 'Active senders',
    group: 'activity',
    meaning: 'Like active addresses, counting only senders (from)',
    unit: 'count',
    noun: 'senders',
    shape: 'perInterval',
    rangeFigure: 'mean',
  },
  txCount: {
    label: 'Transactions',
    group: 'activity',
    meaning: 'Transactions in the interval',
    unit: 'count',
    noun: 'transactions',
    shape: 'perInterval',
    rangeFigure: 'sum',
  },
  cumulativeTxCount: {
    label: 'Cumulative transactions',
    group: 'activity',
    meaning: 'Running sum of transactions from genesis to 24 hours after the timestamp',
    unit: 'count',
    noun: 'transactions',
    shape: 'cumulative',
    rangeFigure: 'none',
  },
  cumulativeAddresses: {
    label: 'Cumulative addresses',
    group: 'activity',
    meaning: 'Unique addresses (from/to) from genesis to 24 hours after the timestamp',
    unit: 'count',
    noun: 'addresses',
    shape: 'cumulative',
    rangeFigure: 'none',
  },
  contracts: {
    label: 'Contracts created',
    group: 'contracts',
    meaning: 'Contracts created within the day',
    unit: 'count',
    noun: 'contracts',
    shape: 'perInterval',
    rangeFigure: 'sum',
  },
  deployers: {
    label: 'Deployers',
    group: 'contracts',
    meaning: 'Unique deployers within the day',
    unit: 'count',
    noun: 'deployers',
    shape: 'perInterval',
    rangeFigure: 'mean',
  },
  cumulativeContracts: {
    label: 'Cumulative contracts',
    group: 'contracts',
    meaning: 'Contracts created (CREATE, CREATE2, CREATE3 in traces) from genesis to the timestamp',
    unit: 'count',
    noun: 'contracts',
    shape: 'cumulative',
    rangeFigure: 'none',
  },
  cumulativeDeployers: {
    label: 'Cumulative deployers',
    group: 'contracts',
    meaning: 'Unique deployers (from of CREATE/CREATE2/CREATE3) from genesis to 24 hours after the timestamp',
    unit: 'count',
    noun: 'deployers',
    shape: 'cumulative',
    rangeFigure: 'none',
  },
  gasUsed: {
    label: 'Gas used',
    group: 'gas and fees',
    meaning: 'Gas used by transactions in the interval',
    unit: 'gas',
    shape: 'perInterval',
    rangeFigure: 'sum',
  },
  avgGasPrice: {
    label: 'Average gas price',
    group: 'gas and fees',
    meaning: 'Average gas price from receipts within the day',
    unit: 'gasPrice',
    shape: 'rate',
    rangeFigure: 'mean',
  },
  maxGasPrice: {
    label: 'Maximum gas price',
    group: 'gas and fees',
    meaning: 'Maximum gas price from receipts within the day',
    unit: 'gasPrice',
    shape: 'rate',
    rangeFigure: 'mean',
  },
  feesPaid: {
    label: 'Fees paid',
    group: 'gas and fees',
    meaning: 'Sum of fees (gas used × gas price from receipts) in the interval',
    unit: 'fee',
    shape: 'perInterval',
    rangeFigure: 'sum',
  },
  avgTps: {
    label: 'Average TPS',
    group: 'throughput',
    meaning:
      "Transactions per second within the day: the day's transactions over the time since the previous day's last block",
    unit: 'txPerSecond',
    shape: 'rate',
    rangeFigure: 'mean',
  },
  maxTps: {
    label: 'Maximum TPS',
    group: 'throughput',
    meaning: 'Transactions of one block over the time since the previous block, highest of the day',
    unit: 'txPerSecond',
    shape: 'rate',
    rangeFigure: 'mean',
  },
  avgGps: {
    label: 'Average gas per second',
    group: 'throughput',
    meaning: "Gas per second within the day: the day's gas over the time since the previous day's last block",
    unit: 'gasPerSecond',
    shape: 'rate',
    rangeFigure: 'mean',
  },
  maxGps: {
    label: 'Maximum gas per second',
    group: 'throughput',
    meaning: 'Gas of one block over the time since the previous block, highest of the day',
    unit: 'gasPerSecond',
    shape: 'rate',
    rangeFigure: 'mean',
  },
};

export const METRICS: Readonly<Record<MetricName, MetricInfo>> = Object.fromEntries(
  METRIC_NAMES.map((name) => [name, { name, dayOnly: isDayOnlyMetric(name), ...ENTRIES[name] }]),
) as Record<MetricName, MetricInfo>;

export const metricInfo = (name: MetricName): MetricInfo => METRICS[name];

export const isMetricName = (value: string): value is MetricName => (METRIC_NAMES as readonly string[]).includes(value);

/** The metrics of a group, in the spec's order within it. */
export const metricsOfGroup = (group: MetricGroup): MetricInfo[] =>
  METRIC_NAMES.map((n) => METRICS[n]).filter((m) => m.group === group);

/** Why a day-only metric refuses another interval, in the words the spec uses. */
export const dayOnlyReason = (name: MetricName): string =>
  `${METRICS[name].label} (${name}) exists only per day: the metrics API serves metrics starting with cumulative, max or avg, and contracts and deployers, only with timeInterval day.`;
