#!/usr/bin/env bash
# Builds the dependency builder image of every runtime pinned in libs/runtime/runtimes.json that the
# engine lacks: `fnhost/builder:<runtime>-<version>`. A build runs `npm ci` / `pip install` in a
# container of it (apps/worker/src/deploy/dependency-installer.ts), never on this host; the function's
# image gets only what was installed, never this toolchain.
#   Each Debian release a runtime's interpreter comes from (bookworm, or runtimes.json's
#   "debian.release") gets a base image made by mmdebstrap from Debian's packages: python3, pip, the
#   Python headers, make and g++ (native addons, sdists); no image registry is needed.
#   A Node.js builder adds the runtime's own Node.js build (binary and headers, so node-gyp compiles
#   against the exact version without downloading them) and npm at the pin in runtimes.json.
#   A Python builder is the base of the interpreter's release, checked to run the runtime's minor.
# Idempotent (a recipe label per image); CONTAINER_CLI=docker builds them into Docker instead.
source "$(dirname "$0")/lib.sh"
ENGINE="${CONTAINER_CLI:-podman}"
RECIPE_SCRIPT=$(sha256sum "$0" | cut -c1-16)
TOOLCHAIN="python3,python3-pip,python3-dev,python3-venv,make,g++,ca-certificates,tar,gzip"

has_recipe() { [ "$("$ENGINE" image inspect -f '{{index .Labels "fnhost.recipe"}}' "$1" 2>/dev/null)" = "$2" ]; }

# ensure_base <release>: fnhost/builder-base:<release>.
ensure_base() {
  local release="$1" image="fnhost/builder-base:$1" recipe="$RECIPE_SCRIPT-$1"
  if has_recipe "$image" "$recipe"; then info "$image present"; return; fi
  command -v mmdebstrap >/dev/null || apt_install mmdebstrap
  local ctx; ctx=$(mktemp -d)
  mmdebstrap --quiet --variant=minbase --include="$TOOLCHAIN" \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    "$release" "$ctx/rootfs.tar" http://deb.debian.org/debian >&2 || fail "mmdebstrap $release failed"
  cat > "$ctx/Dockerfile" <<EOF
FROM scratch
ADD rootfs.tar /
RUN echo 'fn:x:10001:10001:fn:/tmp:/usr/sbin/nologin' >> /etc/passwd && echo 'fn:x:10001:' >> /etc/group
LABEL fnhost.recipe=$recipe
ENV PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp LANG=C.UTF-8
EOF
  "$ENGINE" build -q -t "$image" "$ctx" >/dev/null || fail "building $image failed"
  rm -rf "$ctx"
  info "$image built"
}

ensure_builder() {
  local id="$1" language="$2" version="$3" release="${4:-bookworm}" npm="$5"
  local image="fnhost/builder:$id-$version" recipe="$RECIPE_SCRIPT-$language-$version-$release-$npm"
  if has_recipe "$image" "$recipe"; then info "$image present"; return; fi
  ensure_base "$release"
  local ctx; ctx=$(mktemp -d)
  local lines=("FROM fnhost/builder-base:$release" "LABEL fnhost.recipe=$recipe fnhost.builder=$id")
  case "$language" in
    node)
      mkdir -p "$ctx/rootfs/usr/local/bin" "$ctx/rootfs/usr/local/lib/node_modules"
      local node; node=$(node_binary "$version")
      cp "$node" "$ctx/rootfs/usr/local/bin/node"
      cp -r "$(dirname "$node")/../include" "$ctx/rootfs/usr/local/include"
      (cd "$ctx" && npm pack --silent "npm@$npm" >/dev/null 2>&1) || fail "npm could not fetch npm@$npm"
      tar -C "$ctx/rootfs/usr/local/lib/node_modules" -xzf "$ctx/npm-$npm.tgz"
      mv "$ctx/rootfs/usr/local/lib/node_modules/package" "$ctx/rootfs/usr/local/lib/node_modules/npm"
      ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/rootfs/usr/local/bin/npm"
      chmod -R a+rX "$ctx/rootfs"
      # node-gyp compiles addons against these headers (nothing is downloaded). Its own variable: npm
      # 11 warns about, and will drop, settings it does not know in npm_config_*.
      lines+=("COPY rootfs /" "ENV npm_package_config_node_gyp_nodedir=/usr/local NODE_ENV=production")
      ;;
    python) ;;
    *) fail "runtime $id: unknown language $language" ;;
  esac
  printf '%s\n' "${lines[@]}" "USER 10001:10001" "WORKDIR /tmp" > "$ctx/Dockerfile"
  "$ENGINE" build -q -t "$image" "$ctx" >/dev/null || fail "building $image failed"
  rm -rf "$ctx"
  case "$language" in
    node) local said; said=$("$ENGINE" run --rm "$image" node --version) || fail "$image does not run node"
      [ "$said" = "v$version" ] || fail "$image runs node $said, not v$version"
      "$ENGINE" run --rm "$image" npm --version >/dev/null || fail "$image does not run npm" ;;
    python) local said; said=$("$ENGINE" run --rm "$image" python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
      [ "$said" = "${version%.*}" ] || fail "$image runs Python $said, not ${version%.*} (runtime $id)"
      "$ENGINE" run --rm "$image" python3 -m pip --version >/dev/null || fail "$image does not run pip" ;;
  esac
  info "$image built"
}

step "Dependency builder images (libs/runtime/runtimes.json)"
# One run at a time: `npm start` leaves one building in the background, which a later run awaits.
exec {lock}>"$CACHE_DIR/builder-images.lock"; flock "$lock"
while read -r id language version release npm; do
  ensure_builder "$id" "$language" "$version" "$release" "$npm"
done < <(node -e '
  const { runtimes, npm } = require(process.argv[1]);
  for (const [id, r] of Object.entries(runtimes))
    console.log(id, r.language, r.version, r.debian?.release ?? "bookworm", npm);
' "$ROOT/libs/runtime/runtimes.json")
