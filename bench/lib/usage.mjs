import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`) ?? '')?.[1] ?? 0) * 1024;

export const childrenOf = (pid) =>
  (read(`/proc/${pid}/task/${pid}/children`) ?? '').trim().split(/\s+/).filter(Boolean).map(Number);

/** A process's name and its CPU seconds so far, every thread included (user and system). */
function cpuOf(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

/**
 * CPU seconds so far of the server (the process and its cluster workers), of every PostgreSQL
 * process on the machine, and of this process (the load tool runs in it).
 */
function cpuNow(pid) {
  let database = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = cpuOf(entry);
    if (cpu?.name === 'postgres') database += cpu.seconds;
  }
  const server = [pid, ...childrenOf(pid)].reduce((sum, p) => sum + (cpuOf(p)?.seconds ?? 0), 0);
  const own = process.cpuUsage();
  return { server, database, loadTool: (own.user + own.system) / 1e6 };
}

/**
 * What a load costs the machine, sampled around it: the server's peak resident memory per process
 * (the bound is per process, cluster or not), and the CPU seconds the server, PostgreSQL
 * and the load tool each spent meanwhile. On two cores shared by all three, throughput moves with
 * the host by ±30 %; CPU spent per answer moves far less, and says which part an answer costs.
 * CPU is null off Linux; a PostgreSQL process that ends during the load takes its share with it.
 */
export function usageSampler(pid) {
  const linux = process.platform === 'linux';
  let peak = 0;
  let timer = null;
  let before = null;
  const sample = () => {
    peak = Math.max(peak, ...[pid, ...childrenOf(pid)].map(rssOf));
  };
  return {
    start() {
      peak = 0;
      before = linux ? cpuNow(pid) : null;
      timer = setInterval(sample, 100);
    },
    /** `{ peak, cpu }`: bytes, and CPU seconds by part (or null). */
    stop() {
      clearInterval(timer);
      sample();
      if (!before) return { peak, cpu: null };
      const after = cpuNow(pid);
      const cpu = Object.fromEntries(
        Object.keys(after).map((part) => [part, after[part] - before[part]]),
      );
      return { peak, cpu };
    },
  };
}
