#!/usr/bin/env bash
# Host firewall for function containers (run as root; idempotent; run by scripts/provision.sh,
# and by hand on a Docker host, as docker/docker-compose.yml says).
source "$(dirname "$0")/lib.sh"

# Function containers join the bridge fnhost0 (the worker creates the network; see
# apps/worker/src/containers/container-engine.ts). These rules cut them off from the host (every
# port on every interface), from each other and from private networks, and leave the internet
# and the host's DNS resolvers reachable. Re-applied on every run (rules do not survive a reboot).
FN_BRIDGE=fnhost0
PRIVATE_NETS="10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 169.254.0.0/16 100.64.0.0/10 192.0.0.0/24 198.18.0.0/15 192.0.2.0/24"
step "Function isolation: firewall for bridge $FN_BRIDGE"
command -v iptables >/dev/null || apt_install iptables
# Traffic between two containers of one bridge reaches iptables only through br_netfilter.
modprobe br_netfilter 2>/dev/null || true
[ "$(cat /proc/sys/net/bridge/bridge-nf-call-iptables 2>/dev/null)" = 1 ] ||
  sysctl -qw net.bridge.bridge-nf-call-iptables=1 || fail "br_netfilter is not available: containers could reach each other"
iptables -N FNHOST-FN-IN 2>/dev/null || iptables -F FNHOST-FN-IN
iptables -A FNHOST-FN-IN -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
iptables -A FNHOST-FN-IN -j REJECT --reject-with icmp-port-unreachable
iptables -C INPUT -i $FN_BRIDGE -j FNHOST-FN-IN 2>/dev/null || iptables -I INPUT 1 -i $FN_BRIDGE -j FNHOST-FN-IN
iptables -N FNHOST-FN-FWD 2>/dev/null || iptables -F FNHOST-FN-FWD
iptables -A FNHOST-FN-FWD -m conntrack --ctstate ESTABLISHED,RELATED -j RETURN
iptables -A FNHOST-FN-FWD -o $FN_BRIDGE -j REJECT
for ns in $(awk '/^nameserver [0-9.]+$/ {print $2}' /etc/resolv.conf); do
  iptables -A FNHOST-FN-FWD -d "$ns" -p udp --dport 53 -j RETURN
  iptables -A FNHOST-FN-FWD -d "$ns" -p tcp --dport 53 -j RETURN
done
for net in $PRIVATE_NETS; do iptables -A FNHOST-FN-FWD -d "$net" -j REJECT; done
iptables -C FORWARD -i $FN_BRIDGE -j FNHOST-FN-FWD 2>/dev/null || iptables -I FORWARD 1 -i $FN_BRIDGE -j FNHOST-FN-FWD
# Docker evaluates DOCKER-USER before its own accept rules: hook in there too.
if iptables -L DOCKER-USER -n >/dev/null 2>&1; then
  iptables -C DOCKER-USER -i $FN_BRIDGE -j FNHOST-FN-FWD 2>/dev/null || iptables -I DOCKER-USER 1 -i $FN_BRIDGE -j FNHOST-FN-FWD
fi
if command -v ip6tables >/dev/null; then
  ip6tables -C INPUT -i $FN_BRIDGE -j REJECT 2>/dev/null || ip6tables -I INPUT 1 -i $FN_BRIDGE -j REJECT
  ip6tables -C FORWARD -i $FN_BRIDGE -j REJECT 2>/dev/null || ip6tables -I FORWARD 1 -i $FN_BRIDGE -j REJECT
fi
info "rules in place (chains FNHOST-FN-IN, FNHOST-FN-FWD)"
