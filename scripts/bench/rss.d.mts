export interface ResidentMemory {
  rssMb: number;
  peakMb: number;
}
export function residentMb(statusText: string): ResidentMemory;
export function residentMemoryOf(pid: number): ResidentMemory;
