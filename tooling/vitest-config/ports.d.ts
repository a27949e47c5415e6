/** The blocks of ports, one per suite that starts services, below the kernel's ephemeral range. */
export declare const PORT_BLOCKS: Readonly<
  Record<'e2e' | 'backend' | 'resilience' | 'bench', readonly [number, number]>
>;

/**
 * A port of `suite`'s block, free now and not handed out before by this process: never one the
 * kernel could give another process for `listen(0)` or an outgoing connection meanwhile.
 *
 * @example
 * const port = await freePort('e2e');
 * spawn(process.execPath, ['dist/main.js'], { env: { PORT: String(port) } });
 */
export function freePort(suite: keyof typeof PORT_BLOCKS): Promise<number>;
