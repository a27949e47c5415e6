/** Debian's Chromium, or `CHROMIUM_PATH`: never a browser downloaded at run time. */
export declare const CHROMIUM_PATH: string;
/** Its flags: no sandbox, no GPU, nothing of its own on the network, only the loopback resolves. */
export declare const CHROMIUM_ARGS: readonly string[];
