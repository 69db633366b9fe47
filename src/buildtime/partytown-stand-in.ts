/**
 * Not code of the build itself: the module webpack puts in place of Gatsby's internal Partytown
 * browser plugin when it bundles the site for the browser, a plugin with no browser APIs
 * (src/buildtime/hooks/on-create-webpack-config.ts says why).
 */
export {};
