#!/usr/bin/env bash
# What the function network policy needs on a worker host (run as root; idempotent; run by
# scripts/provision.sh, and by hand on a Docker host). The policy itself is the worker's: it applies
# its nftables table at start and keeps it in force (apps/worker/src/network, decision 34).
source "$(dirname "$0")/lib.sh"

step "Function network policy: nftables and br_netfilter"
command -v nft >/dev/null || apt_install nftables
# Traffic between two containers of one bridge reaches the policy's chains only through br_netfilter.
modprobe br_netfilter 2>/dev/null || true
for family in iptables ip6tables; do
  sysctl -qw "net.bridge.bridge-nf-call-$family=1" || fail "br_netfilter is not available: containers could reach each other"
done
# Earlier versions put their rules in iptables' FORWARD chain, behind the container engine's own
# ACCEPTs, where they never matched: removed, so nobody takes them for the policy.
if command -v iptables >/dev/null; then
  for hook in INPUT:FNHOST-FN-IN FORWARD:FNHOST-FN-FWD DOCKER-USER:FNHOST-FN-FWD; do
    while iptables -D "${hook%%:*}" -i fnhost0 -j "${hook#*:}" 2>/dev/null; do :; done
  done
  for chain in FNHOST-FN-IN FNHOST-FN-FWD; do iptables -F "$chain" 2>/dev/null && iptables -X "$chain" || true; done
fi
if command -v ip6tables >/dev/null; then
  for hook in INPUT FORWARD; do while ip6tables -D "$hook" -i fnhost0 -j REJECT 2>/dev/null; do :; done; done
fi
info "nft $(nft --version | awk '{print $2}'); the worker applies the table inet fnhost"
