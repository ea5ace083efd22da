// Import cycles among the workspaces' modules, found on the TypeScript programs the typecheck has
// already built (scripts/check-code.mjs). ESLint's import-x/no-cycle did the same walk by parsing
// and resolving every module a second time: 9.5 of the linter's 45 s of rules on a 2-core machine.
// Here the modules are the programs' own source files and TypeScript resolves their imports.
import { relative } from 'node:path';
import ts from 'typescript';

/**
 * A module's imports that load code when it runs: static and dynamic (`import()`), re-exports
 * included; `import type` and `export type` left out, as they are erased.
 */
function runtimeImports(file) {
  const specifiers = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  // A route table that loads a page importing the route table is a cycle too. Only files that
  // can hold one are walked.
  if (file.text.includes('import(')) {
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return specifiers;
}

/**
 * The import cycles among the programs' files that `checked` accepts (by file name): each as the
 * files of one strongly connected component of the import graph, relative to `root`, sorted. A
 * module importing itself is a cycle of one. `modules`: how many files were checked.
 */
export function importCycles(programs, checked, root = process.cwd()) {
  const imports = new Map();
  for (const program of programs) {
    const options = program.getCompilerOptions();
    const cache = ts.createModuleResolutionCache(root, (name) => name, options);
    for (const file of program.getSourceFiles()) {
      if (imports.has(file.fileName) || !checked(file.fileName)) continue;
      const targets = new Set();
      for (const specifier of runtimeImports(file)) {
        const resolved = ts.resolveModuleName(specifier, file.fileName, options, ts.sys, cache)
          .resolvedModule?.resolvedFileName;
        if (resolved && checked(resolved)) targets.add(resolved);
      }
      imports.set(file.fileName, targets);
    }
  }

  // Tarjan's strongly connected components, iterative (a deep import chain must not overflow).
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  for (const start of imports.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...(imports.get(start) ?? [])], at: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(imports.get(target) ?? [])], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || imports.get(frame.node)?.has(frame.node)) {
        cycles.push(component.map((file) => relative(root, file)).sort());
      }
    }
  }
  return { modules: imports.size, cycles: cycles.sort((a, b) => a[0].localeCompare(b[0])) };
}
