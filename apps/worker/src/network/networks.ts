/**
 * The engine network every function container joins: a bridge of its own whose interface name
 * the function network policy (NetworkPolicy, decision 34) matches to cut containers off from
 * each other and from the host.
 */
export const FUNCTION_NETWORK = 'fnhost-functions';
export const FUNCTION_BRIDGE = 'fnhost0';
export const FUNCTION_SUBNET = '10.213.0.0/16';
/**
 * The network of dependency installs: registries on the internet or on the host's own addresses
 * (never its loopback services), no container reaching another. Not the functions' network: its
 * firewall is the functions' isolation, and a build is not a function.
 */
export const BUILD_NETWORK = 'fnhost-builds';
export const BUILD_BRIDGE = 'fnhost1';
export const BUILD_SUBNET = '10.214.0.0/16';
