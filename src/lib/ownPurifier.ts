import createDOMPurify from 'dompurify';

export type Purifier = ReturnType<typeof createDOMPurify>;

/**
 * A DOMPurify instance of its own, made on first use, with `hook` run on every element it keeps:
 * hooks added to the shared default instance would apply to every kind of sanitised content.
 */
export function ownPurifier(hook: (element: Element) => void): () => Purifier {
  let purifier: Purifier | undefined;
  return () => {
    if (!purifier) {
      purifier = createDOMPurify(window);
      purifier.addHook('afterSanitizeAttributes', hook);
    }
    return purifier;
  };
}
