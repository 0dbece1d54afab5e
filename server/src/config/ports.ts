// The site's ports against the ports browsers refuse (topology's BROWSER_REFUSED_PORTS, the Fetch
// standard's "bad ports"): a site whose shell, a remote or the local sign-in service listened on one
// would start, and its pages would fail to load that part in every browser (docs/architecture.md,
// "The folders"). The configuration refuses such a start with what to change.
import * as topology from '../../../topology';

/** What is wrong with a shell on `port` and a local sign-in service on `authPort`, or null. */
export function refusedPortProblem(port: number, authPort: number | null, authPortSetting: string): string | null {
  const refused = topology
    .refusedPorts(port)
    .map(({ name, port: taken }) => `${name === 'shell' ? 'the shell' : `the ${name} remote`} on ${taken}`);
  if (refused.length) {
    const ports = refused.length > 1 ? 'ports' : 'a port';
    return `PORT=${port} puts ${refused.join(' and ')}, ${ports} browsers refuse to load from (the Fetch standard's "bad ports"): choose another PORT.`;
  }
  if (authPort !== null && topology.BROWSER_REFUSED_PORTS.includes(authPort)) {
    return `${authPortSetting} puts the sign-in service on ${authPort}, a port browsers refuse to load from (the Fetch standard's "bad ports"): choose another ${authPortSetting.split('=')[0]}.`;
  }
  return null;
}
