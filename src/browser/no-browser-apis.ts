/**
 * A browser plugin with no browser APIs: what the production bundle gets in place of Gatsby's internal
 * Partytown plugin (src/buildtime/hooks/on-create-webpack-config.ts says why).
 */
export {};
