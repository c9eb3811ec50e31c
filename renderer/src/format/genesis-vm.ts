/** VM ids avalanchego registers (cb58 of the VM's name, zero-padded to 32 bytes). */
const KNOWN_VMS: Record<string, string> = {
  srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy: 'Subnet-EVM',
  mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6: 'Coreth (EVM)',
  jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq: 'AVM',
};

/** `Subnet-EVM` for its VM id; null for a VM Snowscope does not know by name. */
export function knownVmName(vmId: string): string | null {
  return KNOWN_VMS[vmId] ?? null;
}
