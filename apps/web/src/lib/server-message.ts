/**
 * Reads the values out of a server message built from one of the shared templates
 * ('Not enough credits: this boost needs {needed} credits and you have {balance}.'), so the
 * screen can say the same thing in the user's language. Null when the message is another one.
 */
export function matchTemplate(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const escaped = template
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const found = new RegExp(`^${escaped}$`).exec(message);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']));
}
