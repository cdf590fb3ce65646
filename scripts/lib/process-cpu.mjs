// The CPU time a process has used so far (user + system, milliseconds), read from Linux's
// /proc/<pid>/stat: a benchmark reads it around a step to print the server's CPU per call. Answers null
// where /proc is missing (the figure is then left out, never made up).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

// The summed CPU time of several processes (two servers on one PostgreSQL), or null if any is unknown.
export function processesCpuMs(pids) {
  let total = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    total += ms;
  }
  return total;
}
