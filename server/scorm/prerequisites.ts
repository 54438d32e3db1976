// SCORM 1.2 adlcp:prerequisites (aicc_script): lesson identifiers joined by & (and), | (or), ~ (not) and
// parentheses, e.g. `intro & (quiz1 | quiz2) & ~extra`. An identifier is met when its lesson is done.
// (The AICC `n*{a,b,c}` sets are read as "all of them", the safe side: they never unlock early.)

type Token = '&' | '|' | '~' | '(' | ')' | { id: string };

function tokens(expression: string): Token[] {
  const found: Token[] = [];
  const pattern = /\s*(?:([&|~()])|([^\s&|~(),{}*=<>]+)|([,{}*=<>]))/gy;
  for (let match = pattern.exec(expression); match; match = pattern.exec(expression)) {
    if (match[1]) found.push(match[1] as Token);
    else if (match[2]) found.push({ id: match[2] });
    else if (match[3] === ',') found.push('&');
  }
  return found;
}

/** Whether the prerequisites are met; an expression that does not parse is met (never locks for ever). */
export function prerequisitesMet(
  expression: string | null,
  isDone: (identifier: string) => boolean,
): boolean {
  if (expression === null || expression.trim() === '') return true;
  const list = tokens(expression);
  let at = 0;
  const or = (): boolean => {
    let value = and();
    while (list[at] === '|') {
      at += 1;
      value = and() || value;
    }
    return value;
  };
  const and = (): boolean => {
    let value = unary();
    while (list[at] === '&') {
      at += 1;
      value = unary() && value;
    }
    return value;
  };
  const unary = (): boolean => {
    const token = list[at++];
    if (token === '~') return !unary();
    if (token === '(') {
      const value = or();
      if (list[at] !== ')') throw new Error('unbalanced');
      at += 1;
      return value;
    }
    if (token && typeof token === 'object') return isDone(token.id);
    throw new Error('unexpected');
  };
  try {
    const value = or();
    return at === list.length ? value : true;
  } catch {
    return true;
  }
}
