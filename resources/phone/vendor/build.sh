#!/bin/sh
# Rebuilds vendor/noble.js: the audited @noble/ciphers and @noble/hashes, pinned, bundled by
# esbuild into one minified file that sets window.noble = {chacha20poly1305, hkdf, sha256}.
# Runs in a temporary folder outside the repository (needs Node >= 20 and the npm registry).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
CIPHERS=2.4.0
HASHES=2.4.0
ESBUILD=0.28.2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
npm init -y >/dev/null
npm install --no-audit --no-fund --save-exact \
    "@noble/ciphers@$CIPHERS" "@noble/hashes@$HASHES" "esbuild@$ESBUILD"
cat > entry.js <<'JS'
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
window.noble = Object.freeze({ chacha20poly1305, hkdf, sha256 });
JS
npx esbuild entry.js --bundle --minify --format=iife --target=es2020 --legal-comments=none \
    --outfile=noble.js
{
    printf '/*! @noble/ciphers %s, @noble/hashes %s (c) Paul Miller, MIT licence: see LICENSE-noble-*. Built by build.sh. */\n' "$CIPHERS" "$HASHES"
    cat noble.js
} > "$HERE/noble.js"
cp node_modules/@noble/ciphers/LICENSE "$HERE/LICENSE-noble-ciphers"
cp node_modules/@noble/hashes/LICENSE "$HERE/LICENSE-noble-hashes"
sha256sum "$HERE/noble.js"
