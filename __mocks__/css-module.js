// CSS modules in jest: each class name stands for itself (styles.active is "active"), as an ES module so
// that `import * as styles from "./X.module.css"` receives it whole.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === "__esModule" ? true : typeof key === "string" ? key : undefined),
  },
);
