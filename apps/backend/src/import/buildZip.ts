import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a test archive; `declaredSize` lets a test lie about the uncompressed size. */
export interface ZipEntrySpec {
  name: string;
  data: Uint8Array;
  deflate?: boolean;
  declaredSize?: number;
}

/**
 * A minimal zip writer for tests: yauzl only reads, and a hand-built archive can hold the
 * hostile entries (`../x`, lying sizes) that real archivers refuse to write.
 *
 * @example
 * await writeFile('pages.cbz', buildZip([{ name: '001.png', data: png }]));
 */
export function buildZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    // Stored entries must declare their real size, or yauzl rejects them before reading.
    const compressed = entry.deflate ? data.length : size;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
