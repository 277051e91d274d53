// A process's resident memory, read from /proc (the server has no endpoint for it).
import { readFileSync } from 'node:fs';

/** The VmRSS and VmHWM (peak) lines of a /proc/<pid>/status text, in MB. */
export function residentMb(statusText) {
  const kb = (field) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(statusText);
    if (!match) throw new Error(`no ${field} in the process status`);
    return Number(match[1]) / 1024;
  };
  return { rssMb: kb('VmRSS'), peakMb: kb('VmHWM') };
}

export const residentMemoryOf = (pid) => residentMb(readFileSync(`/proc/${pid}/status`, 'utf8'));
