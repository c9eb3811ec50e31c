/** Exact token amounts live in shared/ so the main process (exports) formats them the same way. */
export { type FormatUnitsOptions, formatUnits, groupThousands, isIntegerString } from '@shared/format/units';
