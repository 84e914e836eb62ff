/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: '/helpdesk',
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages and API answers are per request: hashing each body for an ETag cost ~3-5% of the list's CPU.
  generateEtags: false,
  // Tests are type-checked by `npm test` (tsc), not by every production build. A build that
  // `npm test` starts after its own tsc passed skips the check (BUILD_TYPES_CHECKED, ~40 s).
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Two copies of cssinjs under Turbopack leave the server-extracted antd CSS empty.
  transpilePackages: ['@ant-design/cssinjs'],
  // PGlite ships WASM and must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg-boss', 'exceljs'],
  // `ANALYZE_BUNDLES=1 next build` keeps browser source maps for scripts/bench/chunk-sources.ts.
  productionBrowserSourceMaps: process.env.ANALYZE_BUNDLES === '1',
  experimental: {
    // A link in view prefetches its page's code. With a proxy (proxy.ts) Next's default also asks
    // the server for `_next/data` of every such link, in case the proxy rewrites it: 20 requests
    // through the proxy for one ticket list. Ours never rewrites, so prefetch only the code.
    proxyPrefetch: 'strict',
    // Turbopack keeps a cache for the next build (17-29 s of writing after each build here); a CI
    // run builds once on a fresh clone and never reads it.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
};

export default nextConfig;
