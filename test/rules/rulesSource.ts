// A small reader of security rules source: the allow statements with the match path around them, so a
// test can ask which statements could grant an operation on a path where no emulator evaluates the
// rules (Cloud Storage cannot be emulated here). It reads match/allow/function blocks only and throws on
// anything else, so it also catches stray text. It does not evaluate conditions: callers compare them.

export const METHODS = ["get", "list", "create", "update", "delete"] as const;
export type Method = (typeof METHODS)[number];

export interface AllowStatement {
  /** The methods named, as written: read, write, get, list, create, update, delete. */
  methods: string[];
  /** The condition after `if`, trimmed; "true" for an allow without one. */
  condition: string;
  /** Path segments of the enclosing match blocks, outermost first. */
  pattern: string[];
  line: number;
}

const GROUPS: Record<string, readonly Method[]> = {
  read: ["get", "list"],
  write: ["create", "update", "delete"],
};

function stripComments(source: string): string {
  // Keeps line breaks so positions still give the right line numbers.
  return source.replace(/\/\/[^\n]*/g, "");
}

export function readAllowStatements(source: string): AllowStatement[] {
  const text = stripComments(source);
  const statements: AllowStatement[] = [];
  const stack: string[][] = [];
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const tokens = {
    space: /\s+/y,
    version: /rules_version\s*=\s*'[12]'\s*;/y,
    service: /service\s+[\w.]+\s*\{/y,
    match: /match\s+(\S+)\s*\{/y,
    // The rules language lets the last statement of a block drop its semicolon.
    allow: /allow\s+([a-z]+(?:\s*,\s*[a-z]+)*)\s*(?::\s*if\s+([^;{}]+))?;?/y,
    function: /function\s+\w+\s*\([^)]*\)\s*\{/y,
    close: /\}/y,
  };
  let i = 0;
  const at = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i;
    const found = re.exec(text);
    if (found) i = re.lastIndex;
    return found;
  };
  while (i < text.length) {
    let found: RegExpExecArray | null;
    if (at(tokens.space) || at(tokens.version)) continue;
    if (at(tokens.service)) {
      stack.push([]);
    } else if ((found = at(tokens.match))) {
      stack.push((found[1] ?? "").split("/").filter(Boolean));
    } else if ((found = at(tokens.allow))) {
      statements.push({
        methods: (found[1] ?? "").split(",").map((m) => m.trim()),
        condition: (found[2] ?? "true").replace(/\s+/g, " ").trim(),
        pattern: stack.flat(),
        line: lineAt(found.index),
      });
    } else if (at(tokens.function)) {
      skipBlock();
    } else if (at(tokens.close)) {
      if (!stack.pop()) throw new Error(`unbalanced } on line ${lineAt(i)}`);
    } else {
      throw new Error(`unexpected text on line ${lineAt(i)}: ${text.slice(i, i + 40)}`);
    }
  }
  if (stack.length > 0) throw new Error("a block is not closed");
  return statements;

  function skipBlock(): void {
    let depth = 1;
    while (i < text.length && depth > 0) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}") depth--;
      i++;
    }
    if (depth > 0) throw new Error("a function body is not closed");
  }
}

export function coversMethod(statement: AllowStatement, method: Method): boolean {
  return statement.methods.some((m) => m === method || (GROUPS[m]?.includes(method) ?? false));
}

/** Whether a match pattern (`{name}` one segment, `{name=**}` the rest) matches a concrete path. */
export function matchesPath(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (/^\{\w+=\*\*\}$/.test(head)) return rest.length === 0;
  const [segment, ...remaining] = path;
  if (segment === undefined) return false;
  if (/^\{\w+\}$/.test(head) || head === segment) return matchesPath(rest, remaining);
  return false;
}

/** The statements that apply to `method` on `path`, with their conditions; an empty list means denied. */
export function grantsFor(statements: readonly AllowStatement[], path: string, method: Method): AllowStatement[] {
  const segments = path.split("/").filter(Boolean);
  return statements.filter((s) => coversMethod(s, method) && matchesPath(s.pattern, segments));
}
