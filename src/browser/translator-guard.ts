/**
 * Page translators (the site's widget, or the browser's own) replace text nodes with <font>
 * elements behind React's back. React's next update then calls removeChild/insertBefore with a node
 * that is no longer where React left it, the DOM throws "Failed to execute 'removeChild' on 'Node'"
 * and the whole page unmounts (React issues 11538 and 22702).
 *
 * The guard makes those two calls tolerate a foreign parent: the node is removed from wherever it
 * is now, and an insertion whose reference node moved goes before the child that now holds it.
 * Installed once, before hydration. It prevents the crash; text that the translator rewrote may
 * stay stale until the next translation pass, which is the accepted trade-off of this defence.
 */
const GUARD_FLAG = Symbol.for("evolucao.translatorGuard");

type GuardedPrototype = Node & { [GUARD_FLAG]?: true };

export function installTranslatorGuard(proto: Node): void {
  const target = proto as GuardedPrototype;
  if (target[GUARD_FLAG]) return;
  target[GUARD_FLAG] = true;

  // Kept unbound on purpose: each is called below with .call() on the node at hand.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const originalRemoveChild = proto.removeChild;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const originalInsertBefore = proto.insertBefore;

  proto.removeChild = function removeChild<T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) {
      if (child.parentNode) originalRemoveChild.call(child.parentNode, child);
      return child;
    }
    return originalRemoveChild.call(this, child) as T;
  };

  proto.insertBefore = function insertBefore<T extends Node>(this: Node, node: T, reference: Node | null): T {
    if (reference && reference.parentNode !== this) {
      return originalInsertBefore.call(this, node, childContaining(this, reference)) as T;
    }
    return originalInsertBefore.call(this, node, reference) as T;
  };
}

/** The direct child of `parent` that now contains `node`, or null (append) when there is none. */
function childContaining(parent: Node, node: Node): Node | null {
  let current: Node | null = node;
  while (current && current.parentNode !== parent) current = current.parentNode;
  return current;
}
