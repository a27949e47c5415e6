/**
 * How long and how hard each phase runs. `ci` (the default, part of `npm test`) keeps every
 * check but shortens them to fit beside the other test tasks on two cores; `full`
 * (`npm run test:resilience`) is the issue's: 200 readers for 60 s, three crash rounds of
 * heavy writing, every fuzz case. RESILIENCE_READERS and RESILIENCE_SECONDS override the load.
 */
export interface Profile {
  name: 'ci' | 'full';
  readers: number;
  loadSeconds: number;
  /** Mean pause between one reader's requests is half of this. */
  thinkMs: number;
  /** Readers and seconds of the load under which PostgreSQL is restarted. */
  faultReaders: number;
  faultLoadSeconds: number;
  /** Acknowledged writes before each SIGKILL of the embedded database, and rounds. */
  crashRounds: number;
  crashAfterAcks: number;
  crashWriters: number;
  /** Cases per route and parameter in the fuzzer (every case of the list in `full`). */
  fuzzCasesPerTarget: number;
  /** New images asked at once in the render burst (twice what both queues hold in `ci`). */
  renderBurst: number;
}

const numberFrom = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback;

export function profile(env: NodeJS.ProcessEnv = process.env): Profile {
  const full = env.RESILIENCE_PROFILE === 'full';
  const base: Profile = full
    ? {
        name: 'full',
        readers: 200,
        loadSeconds: 60,
        thinkMs: 1000,
        faultReaders: 100,
        faultLoadSeconds: 40,
        crashRounds: 3,
        crashAfterAcks: 300,
        crashWriters: 8,
        fuzzCasesPerTarget: Number.POSITIVE_INFINITY,
        renderBurst: 30,
      }
    : {
        name: 'ci',
        readers: 60,
        loadSeconds: 12,
        thinkMs: 1000,
        faultReaders: 30,
        faultLoadSeconds: 14,
        crashRounds: 3,
        crashAfterAcks: 60,
        crashWriters: 4,
        fuzzCasesPerTarget: 6,
        renderBurst: 20,
      };
  return {
    ...base,
    readers: numberFrom(env.RESILIENCE_READERS, base.readers),
    loadSeconds: numberFrom(env.RESILIENCE_SECONDS, base.loadSeconds),
  };
}
