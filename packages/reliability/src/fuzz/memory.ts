/**
 * Samples the process's resident memory (`process.memoryUsage().rss`) while the fuzzer runs: the sandbox is
 * in-process, so its growth is the process's. Each sample follows a full garbage collection, so garbage the
 * collector has not come to yet does not count as growth (V8 lets it pile up under load). The bound is a
 * generous ceiling on growth over the baseline taken before fuzzing, not a timing.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export interface MemoryReport {
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  ceilingMb: number;
  /** Live JS heap after a collection, at the start and at the end (a leak shows here). */
  heapStartMb: number;
  heapEndMb: number;
  samples: number;
  withinCeiling: boolean;
}

const MB = 1024 * 1024;

/** `gc()` made available at run time (the `--expose-gc` flag set late, read from a fresh context). */
export function collector(): () => void {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    if (typeof gc === "function") return gc as () => void;
  } catch {
    // Without it, samples include garbage: the growth is overstated, never understated.
  }
  return () => {};
}

export function startMemorySampler(ceilingMb: number, intervalMs = 2000): { stop(): MemoryReport } {
  const gc = collector();
  gc();
  const start = process.memoryUsage();
  let peak = start.rss;
  let samples = 1;
  const sample = () => {
    gc();
    peak = Math.max(peak, process.memoryUsage().rss);
    samples++;
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const growthMb = Math.round((peak - start.rss) / MB);
      return {
        baselineMb: Math.round(start.rss / MB),
        peakMb: Math.round(peak / MB),
        growthMb,
        ceilingMb,
        heapStartMb: Math.round(start.heapUsed / MB),
        heapEndMb: Math.round(process.memoryUsage().heapUsed / MB),
        samples,
        withinCeiling: growthMb < ceilingMb,
      };
    },
  };
}
