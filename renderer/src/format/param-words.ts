/**
 * Request parameter names as the forms label them, so an error message says "Page size must be at least
 * 1" rather than "pageSize: must be at least 1". Covers the names of the spec's endpoints and methods;
 * names missing here are shown as they are.
 */
const PARAM_WORDS: Record<string, string> = {
  pageSize: 'page size',
  pageToken: 'page token',
  startBlock: 'from block',
  endBlock: 'to block',
  blockNumber: 'as-of block',
  addresses: 'addresses',
  address: 'address',
  nodeIds: 'node IDs',
  nodeIDs: 'node IDs',
  nodeID: 'node ID',
  vertexHeight: 'vertex height',
  startTimestamp: 'start time',
  endTimestamp: 'end time',
  timeInterval: 'interval',
  txHash: 'transaction hash',
  txID: 'transaction ID',
  contractAddress: 'contract',
  contractAddresses: 'contracts',
  chainId: 'chain',
  evmChainId: 'chain',
  blockchainId: 'blockchain',
  blockchainID: 'blockchain',
  subnetId: 'subnet',
  subnetID: 'subnet',
  signingSubnetId: 'signing subnet',
  sortOrder: 'order',
  filterSpamTokens: 'hide spam',
  includeChains: 'chains',
  firstDate: 'from date',
  lastDate: 'to date',
  startDate: 'from date',
  endDate: 'to date',
  quorumPercentage: 'quorum',
  quorumPercentageBuffer: 'quorum buffer',
  numToFetch: 'number to fetch',
  startIndex: 'start index',
  currency: 'currency',
  network: 'network',
  metric: 'metric',
  message: 'message',
  justification: 'justification',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The words for a parameter path: `addresses.2` → "address 3"; unknown names stay as they are. */
export function paramInWords(path: string): string {
  const [name = '', index] = path.split('.');
  const words = PARAM_WORDS[name] ?? name;
  if (index !== undefined && /^\d+$/.test(index)) return `${words.replace(/e?s$/, '')} ${Number(index) + 1}`;
  return words;
}

// Only names in camelCase (or with ID/Id inside) are rewritten inside a sentence: plain words such as
// "address" or "network" read the same either way.
const CAMEL_PARAMS = Object.keys(PARAM_WORDS).filter((k) => /[a-z][A-Z]/.test(k));
const CAMEL_PATTERN = new RegExp(`\\b(${CAMEL_PARAMS.join('|')})\\b`, 'g');
const READS_ON = /^(must|is|are|at|should|has|have|cannot|can't|needs?|only|supports?|not)\b/;

/**
 * An error message in the words of the forms: a leading `field: ` becomes the field's label and
 * parameter names inside the text become words. `field` is the error's own field path, when it has one.
 */
export function messageInWords(message: string, field?: string): string {
  let text = message;
  let label: string | null = null;
  if (field && text.startsWith(`${field}: `)) {
    label = paramInWords(field);
    text = text.slice(field.length + 2);
  }
  const startsWithName = CAMEL_PARAMS.some((name) => new RegExp(`^${name}\\b`).test(text));
  text = text.replace(CAMEL_PATTERN, (name) => PARAM_WORDS[name] ?? name);
  // A sentence that began with a parameter name begins with its words; any other is left as it came.
  if (label === null) return startsWithName ? capitalise(text) : text;
  return READS_ON.test(text) ? `${capitalise(label)} ${text}` : `${capitalise(label)}: ${text}`;
}
