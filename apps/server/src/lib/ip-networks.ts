import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** `10.0.0.0/8`, `::1/128` or a bare address; anything else is a configuration error (config.ts checks). */
export function blockListOf(networks: string[]): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', prefixText] = network.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!type) throw new Error(`not an IP network: ${network}`);
    const prefix = prefixText === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefixText);
    list.addSubnet(address, prefix, type);
  }
  return list;
}

export function addressIn(list: BlockList, ip: string): boolean {
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  return isIPv4(ip) ? list.check(ip, 'ipv4') : isIPv6(ip) ? list.check(ip, 'ipv6') : false;
}
