#!/usr/bin/env bash
# Issue 36: @cw/api-client split into @cw/contract, @cw/api-client, @cw/api-client-react,
# @cw/service-token and @cw/fixtures. Rewrites every import (and every mention in comments
# and docs) of the old subpaths across apps/, packages/, tooling/, docs/ and the root README.
#
# Re-runnable and idempotent: each rewrite matches only the old spelling, so a second run
# changes nothing. Leaves package.json files, configs and the new packages alone (hand edits).
#
#   bash tooling/.contract-codemod.sh            # from the repository root
#   CODEMOD_NO_BIOME=1 bash tooling/.contract-codemod.sh   # skip re-sorting imports
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
changed=()

# The subpaths, longest first. `/client` was the same module as the root entry.
sed_script=(
  -e 's#@cw/api-client/schemas#@cw/contract/schemas#g'
  -e 's#@cw/api-client/constants#@cw/contract/constants#g'
  -e 's#@cw/api-client/endpoints#@cw/contract/endpoints#g'
  -e 's#@cw/api-client/openapi\.json#@cw/contract/openapi.json#g'
  -e 's#@cw/api-client/fixtures#@cw/fixtures#g'
  -e 's#@cw/api-client/service-token#@cw/service-token#g'
  -e 's#@cw/api-client/react#@cw/api-client-react#g'
  -e 's#@cw/api-client/client#@cw/api-client#g'
  # The published OpenAPI document moved with the contract (backend tests write and read it).
  -e 's#packages/api-client/openapi\.json#packages/contract/openapi.json#g'
  -e 's#packages/api-client/\(redocly\.yaml\)#packages/contract/\1#g'
)

# Prose that meant the contract by the old package's name (comments and docs), file by file.
prose=(
  -e "s#@cw/api-client's schemas#@cw/contract's schemas#g"
  -e 's#the api-client table#the contract endpoint table#g'
  -e 's#the api-client endpoint table#the contract endpoint table#g'
  -e "s#the api-client's endpoint table#the contract's endpoint table#g"
  -e "s#the api-client's \`paginated#the contract's \`paginated#g"
  -e "s#\`@cw/api-client\`'s endpoint#\`@cw/contract\`'s endpoint#g"
)
prose_files=(
  packages/paths/src/paths.ts packages/offline/src/episodeResources.ts packages/offline/README.md
  packages/domain/README.md README.md apps/backend/src/openapi.test.ts apps/backend/src/data/search.ts
  apps/backend/src/routes/library/labels.ts apps/idp/vitest.config.ts apps/web/server/apiRoutes.ts
  apps/web/server/apiRoutes.test.ts apps/web/server/apiHandler.ts tooling/resilience/src/phases/hostileInput.ts
)
for file in "${prose_files[@]}"; do
  [[ -f "$file" ]] || continue
  before=$(cksum <"$file")
  sed -i "${prose[@]}" "$file"
  case "$file" in
    packages/paths/src/paths.ts) sed -i 's#of @cw/api-client\b#of @cw/contract#g' "$file" ;;
    packages/offline/src/episodeResources.ts) sed -i 's#(`getViewer` of `@cw/api-client`)#(`getViewer` of `@cw/contract/endpoints`)#' "$file" ;;
    packages/offline/README.md) sed -i 's#^Its dependencies are `@cw/api-client` (types#Its dependencies are `@cw/contract` (types#' "$file" ;;
    packages/domain/README.md) sed -i 's#the contract (`@cw/api-client`)#the contract (`@cw/contract`)#' "$file" ;;
    apps/backend/src/openapi.test.ts)
      sed -i 's#published with @cw/api-client (packages/api-client/#published with @cw/contract (packages/contract/#; s#copy published with @cw/api-client#copy published with @cw/contract#' "$file" ;;
    apps/backend/src/routes/library/labels.ts) sed -i 's#To move into @cw/api-client:#To move into @cw/contract:#' "$file" ;;
    apps/idp/vitest.config.ts) sed -i 's#workspace sources (@cw/api-client)#workspace sources (@cw/service-token)#' "$file" ;;
    README.md)
      sed -i 's#so `@cw/api-client` builds each query and hook module apart#so `@cw/api-client` and `@cw/api-client-react` build each query and hook module apart#; s#`copy`, `iconImage` and `logoThumbnail`; `@cw/api-client` reads#`copy`, `iconImage` and `logoThumbnail`; `@cw/contract` reads#' "$file"
      sed -i 's#^| `packages/api-client`   | `@cw/api-client`: zod schemas of the wire contract, typed client, TanStack Query layer, fixtures *|$#| `packages/contract`     | `@cw/contract`: zod schemas of the wire contract, constants, endpoint table, `openapi.json`                          |\n| `packages/api-client`   | `@cw/api-client`: typed fetch client and TanStack Query layer (query keys, options), no React                        |\n| `packages/api-client-react` | `@cw/api-client-react`: the TanStack Query hooks (`'"'"'use client'"'"'`)                                                 |\n| `packages/service-token` | `@cw/service-token` (private): the service token the servers sign and verify (jose)                                 |\n| `packages/fixtures`     | `@cw/fixtures` (private): builders of wire entities for tests and stories                                            |#' "$file" ;;
  esac
  [[ "$before" == "$(cksum <"$file")" ]] || changed+=("$file")
done

mapfile -d '' files < <(
  find apps packages tooling docs README.md \
    \( -name node_modules -o -name dist -o -name .next -o -name .turbo -o -name storybook-static \
       -o -name coverage \) -prune -o \
    -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' -o -name '*.js' \
       -o -name '*.mjs' -o -name '*.cjs' -o -name '*.jsx' -o -name '*.md' -o -name '*.mdx' -o -name openapi.json \) \
    -not -path 'tooling/.contract-codemod.sh' -print0 2>/dev/null
)

for file in "${files[@]}"; do
  if grep -qE '@cw/api-client/(schemas|constants|endpoints|openapi\.json|fixtures|service-token|react|client)|packages/api-client/(openapi\.json|redocly\.yaml)' "$file"; then
    sed -i "${sed_script[@]}" "$file"
    changed+=("$file")
  fi
done

echo "contract codemod: ${#changed[@]} files rewritten"
# Imports renamed from `@cw/api-client/…` to `@cw/contract/…` sort elsewhere; two imports of
# `@cw/api-client` (root and old `/client`) in one file are merged. Sources only.
if [[ -z "${CODEMOD_NO_BIOME:-}" && ${#changed[@]} -gt 0 ]]; then
  sources=()
  for file in "${changed[@]}"; do
    # Package READMEs are formatted by each package's `biome check .`; the root README is not.
    [[ "$file" =~ \.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$ || ("$file" == */README.md && "$file" != README.md) ]] &&
      sources+=("$file")
  done
  if [[ ${#sources[@]} -gt 0 ]]; then
    biome check --write --linter-enabled=false "${sources[@]}" >/dev/null 2>&1 ||
      biome check --write --linter-enabled=false "${sources[@]}" || true
  fi
fi
