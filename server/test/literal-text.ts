import ts from 'typescript';
import {
  CODE_CALLS,
  CODE_LIKE,
  CODE_MARK,
  CODE_PROPERTIES,
  EQUALITY,
  ERROR_FACTORIES,
  JOB_OUTCOMES,
  LETTER,
  LOG_METHODS,
  NAMES,
  USER_ATTRIBUTES,
  USER_SUFFIXES,
  WORDS,
  ZOD_CHECKS,
} from './literal-text-rules';

/**
 * Finds text a person would read that is written in the code instead of the catalogue
 * (docs/decisions.md "Languages"): JSX text, user-facing JSX attributes, strings shown as JSX
 * children, prose in client modules, error details, zod messages and e-mail or push wording.
 * Code that is not read by a person (logs, Error() for developers, class names, SQL, types)
 * is left alone. A line may be exempted with `// i18n-exempt: <why>` on it or just above it.
 */
export interface Finding {
  line: number;
  rule: string;
  text: string;
}

export interface Scope {
  /** JSX and client prose rules: the browser's sources. */
  client: boolean;
  /** Prose anywhere in the file (e-mails, pushes): sentences are what it makes. */
  prose: boolean;
}

function isUserAttribute(name: string): boolean {
  if (name === 'enterKeyHint') return false; // a keyword the keyboard reads
  return USER_ATTRIBUTES.has(name) || USER_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

function readsAsWords(text: string): boolean {
  if (!WORDS.test(text)) return false;
  return !(CODE_LIKE.test(text) && CODE_MARK.test(text));
}

/** The literal text pieces of a string-ish expression (a template's quasis included). */
function literalPieces(node: ts.Node): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node))
    return [
      {
        node,
        text: [node.head, ...node.templateSpans.map((s) => s.literal)]
          .map((part) => part.text)
          .join('…'),
      },
    ];
  return [];
}

/**
 * The strings an expression may evaluate to without a call: through conditionals, `&&`/`||`/
 * `??`, parentheses and templates. A call (t('key')) is where text properly comes from.
 */
function shownStrings(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    return [];
  }
  return literalPieces(node).filter((piece) => LETTER.test(piece.text));
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function receiverName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const target = callee.expression;
  if (ts.isIdentifier(target)) return target.text;
  if (ts.isPropertyAccessExpression(target)) return target.name.text;
  return undefined;
}

/** Whether a literal sits where only developers or machines read it. */
function isCodeContext(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTaggedTemplateExpression(at)) return true; // sql`…`, css`…`
    if (ts.isBinaryExpression(at) && EQUALITY.has(at.operatorToken.kind)) return true;
    if (ts.isCaseClause(at)) return true;
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if (ts.isLiteralTypeNode(at) || ts.isTypeNode(at)) return true;
    if (ts.isNewExpression(at)) {
      const name = calleeName(at);
      if (name && name !== 'HttpError' && (/Error$/.test(name) || JOB_OUTCOMES.has(name)))
        return true;
    }
    if (ts.isCallExpression(at)) {
      const name = calleeName(at);
      const receiver = receiverName(at);
      if (name && LOG_METHODS.has(name) && receiver !== undefined) return true;
      if (name && CODE_CALLS.has(name)) return true;
    }
    if (ts.isPropertyAssignment(at) && ts.isIdentifier(at.name)) {
      if (CODE_PROPERTIES.has(at.name.text)) return true;
      break;
    }
    if (ts.isJsxAttribute(at)) return true; // attributes are judged by their own rule
    if (ts.isStatement(at) || ts.isFunctionLike(at)) break;
  }
  return false;
}

export function findLiteralTexts(fileName: string, source: string, scope: Scope): Finding[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const findings: Finding[] = [];
  const exempt = (line: number) =>
    /i18n-exempt:/.test(lines[line] ?? '') || /i18n-exempt:/.test(lines[line - 1] ?? '');
  const report = (node: ts.Node, rule: string, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    if (!exempt(line)) findings.push({ line: line + 1, rule, text: text.trim().slice(0, 60) });
  };
  const seen = new Set<ts.Node>();
  const flag = (pieces: { node: ts.Node; text: string }[], rule: string) => {
    for (const piece of pieces) {
      if (seen.has(piece.node)) continue;
      seen.add(piece.node);
      report(piece.node, rule, piece.text);
    }
  };

  const visit = (node: ts.Node) => {
    if (
      scope.client &&
      ts.isJsxText(node) &&
      LETTER.test(node.text) &&
      !NAMES.has(node.text.trim())
    ) {
      report(node, 'JSX text', node.text);
    }
    if (scope.client && ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      if (isUserAttribute(name)) {
        const init = node.initializer;
        if (ts.isStringLiteral(init) && LETTER.test(init.text))
          flag([{ node: init, text: init.text }], `${name}=`);
        else if (ts.isJsxExpression(init) && init.expression)
          flag(shownStrings(init.expression), `${name}=`);
      }
    }
    if (
      scope.client &&
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      flag(shownStrings(node.expression), 'JSX child');
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      if (name && ERROR_FACTORIES.has(name))
        flag(
          args.flatMap((arg) => shownStrings(arg)),
          `${name}()`,
        );
      if (
        name &&
        ZOD_CHECKS.has(name) &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression)
      )
        flag(
          args.flatMap((arg) => shownStrings(arg)).filter((p) => readsAsWords(p.text)),
          `.${name}() message`,
        );
    }
    if (
      ts.isParameter(node) &&
      node.initializer &&
      ts.isFunctionDeclaration(node.parent) &&
      node.parent.name &&
      ERROR_FACTORIES.has(node.parent.name.text)
    )
      flag(shownStrings(node.initializer), `${node.parent.name.text}() default`);
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'message' || node.name.text === 'error') &&
      !isCodeContext(node)
    )
      flag(
        shownStrings(node.initializer).filter((p) => readsAsWords(p.text)),
        `${node.name.text}:`,
      );
    if ((scope.client || scope.prose) && !isCodeContext(node))
      flag(
        literalPieces(node).filter((p) => readsAsWords(p.text)),
        'prose',
      );
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings.sort((a, b) => a.line - b.line);
}
