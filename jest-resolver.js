// A few ESM-only packages of the MDX compiler (estree-walker, periscopic, is-reference) export an
// entry for `import` alone, which jest's CommonJS resolution does not look at. When a request fails
// for that reason, it is resolved again with the `import` condition; jest then compiles the file
// like the other ESM packages (jest.config.js).
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    const conditions = options.conditions ?? ["require", "default"];
    if (conditions.includes("import")) throw error;
    return options.defaultResolver(request, { ...options, conditions: [...conditions, "import"] });
  }
};
