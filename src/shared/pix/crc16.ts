/**
 * The BR Code's check (field 63): CRC-16/CCITT-FALSE, polynomial 0x1021 from 0xFFFF with no reflection
 * and no final XOR, over the code's bytes up to and including `6304`; four upper-case hex digits.
 */

const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

const encoder = new TextEncoder();

export function crc16(text: string): string {
  let crc = INITIAL;
  for (const byte of encoder.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
